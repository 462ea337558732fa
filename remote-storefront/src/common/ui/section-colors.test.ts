import type { Section } from 'shared';
import { sectionColors } from './section-colors';

const section = (values: Section['values']): Section => ({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Hero',
  status: 'show',
  viewMode: 'both',
  indexPosition: 0,
  values,
});

describe('sectionColors', () => {
  it('maps the colour keys to custom properties', () => {
    expect(
      sectionColors(
        section([
          { key: 'Background Color', value: '#ecfdf5' },
          { key: 'Border Color', value: 'rgb(16, 185, 129)' },
          { key: 'Text Color 1', value: 'navy' },
          { key: 'Text Color 2', value: '#334155' },
        ]),
      ),
    ).toEqual({
      '--sf-section-bg': '#ecfdf5',
      '--sf-section-border': 'rgb(16, 185, 129)',
      '--sf-section-heading': 'navy',
      '--sf-section-text': '#334155',
    });
  });

  it('makes text white on a dark background the owner gave no text colours for', () => {
    expect(sectionColors(section([{ key: 'Background Color', value: '#0F766E' }]))).toEqual({
      '--sf-section-bg': '#0F766E',
      '--sf-section-heading': '#ffffff',
      '--sf-section-text': '#ffffff',
    });
    expect(sectionColors(section([{ key: 'Background Color', value: '#7c2d12' }, { key: 'Text Color 1', value: '#fde68a' }]))).toEqual({
      '--sf-section-bg': '#7c2d12',
      '--sf-section-heading': '#fde68a',
      '--sf-section-text': '#ffffff',
    });
  });

  it('keeps the default dark text on a light background', () => {
    expect(sectionColors(section([{ key: 'Background Color', value: '#FEF3C7' }]))).toEqual({ '--sf-section-bg': '#FEF3C7' });
  });

  it('drops missing and unsafe values', () => {
    expect(sectionColors(section([{ key: 'Background Color', value: 'url(https://x.example/a.png)' }]))).toEqual({});
  });
});
