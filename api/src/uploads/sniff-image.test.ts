import { sniffImage } from './sniff-image';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImage', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png', 'png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg', 'jpg'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
  ])('knows %s by its first bytes', (_name, content, mimeType, ext) => {
    expect(sniffImage(content)).toEqual({ mimeType, ext });
  });

  it.each([
    ['text', bytes('hello, this is not a picture')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a cut PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, content) => {
    expect(sniffImage(content)).toBeNull();
  });
});
