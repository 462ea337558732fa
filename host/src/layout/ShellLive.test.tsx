import { render } from '@testing-library/react';
import { SHELL_LIVE, ShellLive } from './ShellLive';

// User Timing marks outlive a test file (Node keeps them per process): each test starts with none.
beforeEach(() => performance.clearMarks());

describe('ShellLive', () => {
  it('marks the shell live once every part of it has come alive, and only once', () => {
    const first = render(<ShellLive parts={2} />);
    expect(performance.getEntriesByName(SHELL_LIVE)).toHaveLength(0);
    render(<ShellLive parts={2} />);
    expect(performance.getEntriesByName(SHELL_LIVE)).toHaveLength(1);
    first.rerender(<ShellLive parts={2} />);
    render(<ShellLive parts={2} />);
    expect(performance.getEntriesByName(SHELL_LIVE)).toHaveLength(1);
  });

  it('marks a shell of one part at once', () => {
    render(<ShellLive parts={1} />);
    expect(performance.getEntriesByName(SHELL_LIVE)).toHaveLength(1);
  });
});
