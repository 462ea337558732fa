import type { Page } from '@playwright/test';

/** A real photo, drawn by the browser itself: the upload decodes and renders what it stores. */
export async function drawnPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 900;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#b45309';
    g.fillRect(0, 0, 900, 900);
    g.fillStyle = '#fde68a';
    g.beginPath();
    g.arc(450, 450, 300, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
