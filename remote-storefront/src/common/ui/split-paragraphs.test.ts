import { splitParagraphs } from './split-paragraphs';

describe('splitParagraphs', () => {
  it('splits on blank lines and trims each paragraph', () => {
    expect(splitParagraphs('First line\nstill first\n\n  Second  \r\n\r\nThird\n \n\n')).toEqual([
      'First line\nstill first',
      'Second',
      'Third',
    ]);
  });

  it('gives nothing for missing or blank text', () => {
    expect(splitParagraphs(undefined)).toEqual([]);
    expect(splitParagraphs('\n\n  \n')).toEqual([]);
  });
});
