import { DISPLAY_NAME_MAX, displayName } from './display-name';

describe('displayName', () => {
  it.each([
    ['a plain name', 'Invoice March.pdf', 'Invoice March.pdf'],
    ['a Windows path', 'C:\\Users\\asha\\photo.png', 'photo.png'],
    ['a POSIX path', '../../etc/passwd', 'passwd'],
    ['a right-to-left override', 'invoice\u202Egpj.exe', 'invoicegpj.exe'],
    ['zero-width and control characters', 'a\u200Bb\u0000c\u0007.txt', 'abc.txt'],
    ['new lines and runs of spaces', '  my \n\t  notes .txt  ', 'my notes .txt'],
    ['letters outside ASCII', 'फोटो.jpg', 'फोटो.jpg'],
  ])('keeps %s readable and harmless', (_case, original, expected) => {
    expect(displayName(original)).toBe(expected);
  });

  it.each([[''], ['   '], ['..'], ['\u202E'], ['dir/']])('falls back for %j', (original) => {
    expect(displayName(original, 'file.pdf')).toBe('file.pdf');
  });

  it('cuts long names by characters, not bytes', () => {
    const name = displayName('ü'.repeat(400));
    expect(Array.from(name)).toHaveLength(DISPLAY_NAME_MAX);
  });
});
