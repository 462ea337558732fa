import { fileLabel, playableKind } from './file-label';

describe('fileLabel', () => {
  it.each([
    ['application/pdf', 'PDF document'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word document'],
    ['application/vnd.ms-excel', 'Excel spreadsheet'],
    ['text/csv', 'CSV file'],
    ['application/zip', 'ZIP archive'],
    ['video/mp4', 'Video'],
    ['audio/webm;codecs=opus', 'Audio'],
    ['image/gif', 'Image'],
    ['application/octet-stream', 'Document'],
    [null, 'Document'],
  ])('%s → %s', (type, expected) => {
    expect(fileLabel(type)).toBe(expected);
  });
});

describe('playableKind', () => {
  it.each([
    ['video/quicktime', 'video'],
    ['audio/mpeg', 'audio'],
    ['image/png', 'image'],
    ['application/pdf', null],
    [null, null],
  ])('%s → %s', (type, expected) => {
    expect(playableKind(type)).toBe(expected);
  });
});
