import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyExport } from './lazy-export';

describe('lazyExport', () => {
  it('renders the named export of a module loaded on first render', async () => {
    const load = jest.fn(async () => ({ Greeting: ({ name }: { name: string }) => <p>Hello {name}</p>, Other: () => null }));
    const Greeting = lazyExport(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
