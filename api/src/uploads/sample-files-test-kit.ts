/**
 * Small files whose first bytes are those of real formats, for the sniffing and upload tests. Each is
 * only as long as its format's signature needs; `padded` makes one as big as a test wants.
 */
const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** An Ogg page holding one packet (Vorbis or Opus identification header). */
const oggPage = (packet: Buffer) => Buffer.concat([bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, packet.length]), packet]);
/** An EBML header naming its DocType (Matroska or WebM). */
const ebml = (docType: string) => bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (4 + docType.length)], [0x42, 0x82, 0x80 | docType.length], docType, [0x42, 0x87, 0x81, 0x02]);

export const SAMPLE = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]),
  mp4: bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 2, 0], 'isomiso2'),
  mov: bytes([0, 0, 0, 20], 'ftypqt  ', [0, 0, 2, 0], 'qt  '),
  avi: bytes('RIFF', [36, 0, 0, 0], 'AVI LIST'),
  mkv: ebml('matroska'),
  webm: ebml('webm'),
  mp3: bytes('ID3', [4, 0, 0, 0, 0, 0, 0], [0xff, 0xfb, 0x90, 0x64]),
  wav: bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', [16, 0, 0, 0, 1, 0, 1, 0]),
  ogg: oggPage(bytes([1], 'vorbis', [0, 0, 0, 0, 1])),
  opus: oggPage(bytes('OpusHead', [1, 1])),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n'),
  zip: bytes('PK', [3, 4, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0], 'a.txt'),
  rar: bytes('Rar!', [0x1a, 0x07, 0x01, 0x00]),
  /** The OLE2 compound file of old Office documents (and of installers: its program is not in the bytes). */
  compound: Buffer.concat([bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  elf: bytes([0x7f], 'ELF', [2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  exe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: bytes('<!doctype html><html><script>alert(document.cookie)</script></html>'),
  csv: Buffer.from('name,qty\nसाड़ी,2\nDupatta,1\n', 'utf8'),
  text: Buffer.from('Please deliver after 6 pm.\n', 'utf8'),
} as const;

/** `sample` followed by zero bytes up to `size` bytes. */
export const padded = (sample: Buffer, size: number) => Buffer.concat([sample, Buffer.alloc(Math.max(0, size - sample.length))]);
