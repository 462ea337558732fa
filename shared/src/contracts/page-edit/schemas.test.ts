import { isSafeColor, isSafeImageUrl, isSafeLink, sectionValueProblem, updateSectionBodySchema } from './schemas';

const SECTION_ID = 'a'.repeat(24);

describe('isSafeColor', () => {
  it.each(['#B45309', '#fff', '#ffffff80', 'rgb(12, 34, 56)', 'hsl(20 90% 40% / 0.5)', 'teal', ''])('accepts %p', (value) => {
    expect(isSafeColor(value)).toBe(true);
  });

  it.each(['url(https://tracker.example/x)', 'red; background: url(x)', '#12', 'expression(alert(1))', 'var(--x)'])('refuses %p', (value) => {
    expect(isSafeColor(value)).toBe(false);
  });
});

describe('isSafeLink and isSafeImageUrl', () => {
  it.each(['/products?catalogue=sarees', '?chat=open', 'https://instagram.com/kaveri', 'mailto:hello@kaveri.in', 'tel:+919845012345', ''])(
    'accepts the link %p',
    (value) => expect(isSafeLink(value)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example', '/\\evil.example', 'https://a b', 'vbscript:x'])(
    'refuses the link %p',
    (value) => expect(isSafeLink(value)).toBe(false),
  );

  it('takes in-site paths and web addresses as images, not mailto or data', () => {
    expect(isSafeImageUrl('/uploads/demo/banners/banner-1.svg')).toBe(true);
    expect(isSafeImageUrl('https://cdn.example/x.png')).toBe(true);
    expect(isSafeImageUrl('mailto:a@b.c')).toBe(false);
    expect(isSafeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
  });
});

describe('sectionValueProblem', () => {
  it('checks colours by type or by a key holding "Color"', () => {
    expect(sectionValueProblem({ key: 'Background Color', value: 'url(x)' })).toBe('Enter a colour such as #B45309');
    expect(sectionValueProblem({ key: 'Tint', value: 'url(x)', type: 'color' })).toBe('Enter a colour such as #B45309');
    expect(sectionValueProblem({ key: 'Title', value: 'url(x)' })).toBeNull();
  });

  it('checks image values and every url', () => {
    expect(sectionValueProblem({ key: 'Image', value: 'javascript:alert(1)' })).toMatch(/image address/);
    expect(sectionValueProblem({ key: 'Image', value: '/b.svg', url: 'javascript:alert(1)' })).toMatch(/web address/);
    expect(sectionValueProblem({ key: 'Image', value: '/b.svg', url: '/products' })).toBeNull();
  });
});

describe('updateSectionBodySchema', () => {
  it('removes control characters and trims links', () => {
    const body = updateSectionBodySchema.parse({
      sectionId: SECTION_ID,
      values: [{ key: 'Title', value: 'Hello\u0007 there\nfriend', type: 'text' }, { key: 'Image', value: '/b.svg', url: ' /products ' }],
    });
    expect(body.values).toEqual([
      { key: 'Title', value: 'Hello there\nfriend', type: 'text' },
      { key: 'Image', value: '/b.svg', url: '/products' },
    ]);
  });

  it('refuses an unsafe colour, naming the key', () => {
    const result = updateSectionBodySchema.safeParse({ sectionId: SECTION_ID, values: [{ key: 'Text Color', value: 'url(//x)' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Text Color: Enter a colour such as #B45309');
  });

  it('refuses unknown fields and an empty list', () => {
    expect(updateSectionBodySchema.safeParse({ sectionId: SECTION_ID, values: [], extra: 1 }).success).toBe(false);
    expect(updateSectionBodySchema.safeParse({ sectionId: SECTION_ID, values: [] }).success).toBe(false);
  });
});
