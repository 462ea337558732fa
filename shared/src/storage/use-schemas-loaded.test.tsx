import { render, screen } from '@testing-library/react';
import { useSchemasLoaded } from './use-schemas-loaded';

const firstRenders: string[] = [];

function StoredView({ useLoaded = useSchemasLoaded }: { useLoaded?: () => boolean }) {
  const text = useLoaded() ? 'read with the schemas' : 'waiting for the schemas';
  if (firstRenders.length === 0) firstRenders.push(text);
  return <p>{text}</p>;
}

describe('useSchemasLoaded', () => {
  it('is false until zod’s schemas are loaded, loads them itself, then is true', async () => {
    // A page that has not loaded them yet: fresh modules (the test setup loads them for every test).
    await jest.isolateModulesAsync(async () => {
      const React = jest.requireActual<typeof import('react')>('react');
      const { createRoot } = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
      const loader = jest.requireActual<typeof import('./stored-schemas-loader')>('./stored-schemas-loader');
      const hook = jest.requireActual<typeof import('./use-schemas-loaded')>('./use-schemas-loaded');
      expect(loader.schemasLoaded()).toBe(false);
      const container = document.createElement('div');
      const root = createRoot(container);
      await React.act(async () => root.render(React.createElement(StoredView, { useLoaded: hook.useSchemasLoaded })));
      // The first render waited; loading them (started by the hook) has finished within the act.
      expect(loader.schemasLoaded()).toBe(true);
      expect(container).toHaveTextContent('read with the schemas');
      await React.act(async () => root.unmount());
    });
    expect(firstRenders).toEqual(['waiting for the schemas']);
  });

  it('is true at once when they are already loaded', () => {
    render(<StoredView />);
    expect(screen.getByText('read with the schemas')).toBeInTheDocument();
  });
});
