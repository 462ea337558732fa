import { safeColor } from './safe-color';

describe('safeColor', () => {
  it.each([
    ['#10B981', '#10B981'],
    [' #fff ', '#fff'],
    ['#10b98180', '#10b98180'],
    ['rgb(16, 185, 129)', 'rgb(16, 185, 129)'],
    ['hsl(160 84% 39% / 50%)', 'hsl(160 84% 39% / 50%)'],
    ['rebeccapurple', 'rebeccapurple'],
  ])('keeps the colour %p', (input, expected) => {
    expect(safeColor(input)).toBe(expected);
  });

  it.each([[undefined], [''], ['#12'], ['url(https://example.com/x.png)'], ['red; background: blue'], ['var(--x)'], ['expression(alert(1))']])(
    'refuses %p',
    (input) => {
      expect(safeColor(input)).toBeUndefined();
    },
  );
});
