import type { AttachmentKind } from '../contracts';
import { SAMPLE } from './sample-files-test-kit';
import { sniffAttachment } from './sniff-attachment';

type Case = [string, AttachmentKind, Buffer, string, { mimeType: string; ext: string; text?: boolean }];

describe('sniffAttachment', () => {
  it.each<Case>([
    ['a JPEG image', 'image', SAMPLE.jpeg, 'image/jpeg', { mimeType: 'image/jpeg', ext: 'jpg' }],
    ['a PNG the client calls a JPEG', 'image', SAMPLE.png, 'image/jpeg', { mimeType: 'image/png', ext: 'png' }],
    ['an MP4 video', 'video', SAMPLE.mp4, 'video/mp4', { mimeType: 'video/mp4', ext: 'mp4' }],
    ['a MOV video', 'video', SAMPLE.mov, 'application/octet-stream', { mimeType: 'video/quicktime', ext: 'mov' }],
    ['an AVI video', 'video', SAMPLE.avi, 'video/avi', { mimeType: 'video/x-msvideo', ext: 'avi' }],
    ['an MKV video', 'video', SAMPLE.mkv, '', { mimeType: 'video/x-matroska', ext: 'mkv' }],
    ['a WebM video', 'video', SAMPLE.webm, 'video/webm', { mimeType: 'video/webm', ext: 'webm' }],
    ['an MP3', 'audio', SAMPLE.mp3, 'audio/mp3', { mimeType: 'audio/mpeg', ext: 'mp3' }],
    ['a WAV', 'audio', SAMPLE.wav, 'audio/x-wav', { mimeType: 'audio/wav', ext: 'wav' }],
    ['an Ogg Vorbis', 'audio', SAMPLE.ogg, 'audio/ogg', { mimeType: 'audio/ogg', ext: 'ogg' }],
    ["Firefox's recorded Ogg Opus", 'audio', SAMPLE.opus, 'audio/ogg;codecs=opus', { mimeType: 'audio/ogg', ext: 'ogg' }],
    ["Chromium's recorded WebM voice note", 'audio', SAMPLE.webm, 'audio/webm;codecs=opus', { mimeType: 'audio/webm', ext: 'weba' }],
    ['a PDF', 'document', SAMPLE.pdf, 'application/pdf', { mimeType: 'application/pdf', ext: 'pdf' }],
    ['a ZIP', 'document', SAMPLE.zip, 'application/x-zip-compressed', { mimeType: 'application/zip', ext: 'zip' }],
    ['a RAR', 'document', SAMPLE.rar, 'application/x-rar-compressed', { mimeType: 'application/vnd.rar', ext: 'rar' }],
    ['an old Word file', 'document', SAMPLE.compound, 'application/msword', { mimeType: 'application/msword', ext: 'doc' }],
    ['an old Excel file', 'document', SAMPLE.compound, 'application/vnd.ms-excel', { mimeType: 'application/vnd.ms-excel', ext: 'xls' }],
    ['a GIF sent as a document', 'document', SAMPLE.gif, 'image/gif', { mimeType: 'image/gif', ext: 'gif' }],
    ['a video sent as a document', 'document', SAMPLE.mp4, 'video/mp4', { mimeType: 'video/mp4', ext: 'mp4' }],
    ['a PDF the client calls text (the bytes win)', 'document', SAMPLE.pdf, 'text/plain', { mimeType: 'application/pdf', ext: 'pdf' }],
    ['a CSV', 'document', SAMPLE.csv, 'text/csv', { mimeType: 'text/csv', ext: 'csv', text: true }],
    ['a text file', 'document', SAMPLE.text, 'text/plain; charset=utf-8', { mimeType: 'text/plain', ext: 'txt', text: true }],
  ])('takes %s', async (_what, kind, head, declared, expected) => {
    expect(await sniffAttachment(kind, head, declared)).toEqual({ text: false, ...expected });
  });

  it.each<[string, AttachmentKind, Buffer, string]>([
    ['an ELF program named as a PNG', 'image', SAMPLE.elf, 'image/png'],
    ['a Windows program named as a PDF', 'document', SAMPLE.exe, 'application/pdf'],
    ['a Windows program claiming to be text', 'document', SAMPLE.exe, 'text/plain'],
    ['a GIF from the image picker (jpeg and png only)', 'image', SAMPLE.gif, 'image/gif'],
    ['a WebP from the image picker', 'image', SAMPLE.webp, 'image/webp'],
    ['an SVG', 'image', SAMPLE.svg, 'image/svg+xml'],
    ['an SVG as a document', 'document', SAMPLE.svg, 'image/svg+xml'],
    ['an HTML page as a document', 'document', SAMPLE.html, 'text/html'],
    ['a PNG from the video picker', 'video', SAMPLE.png, 'video/mp4'],
    ['a video from the audio picker', 'audio', SAMPLE.mp4, 'audio/mpeg'],
    ['text from the image picker', 'image', SAMPLE.text, 'text/plain'],
    ['text from the audio picker', 'audio', SAMPLE.text, 'text/plain'],
    ['a compound file not declared as Office', 'document', SAMPLE.compound, 'application/x-msi'],
    ['nothing', 'document', Buffer.alloc(0), 'application/pdf'],
  ])('refuses %s', async (_what, kind, head, declared) => {
    expect(await sniffAttachment(kind, head, declared)).toBeNull();
  });
});
