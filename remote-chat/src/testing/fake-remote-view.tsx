import type { LoadRemoteViewProps } from 'shared';

/**
 * Stands in for another remote's view in the chat's tests: a region named `remote/module` showing the
 * view's data props, with one button per callback prop, named after it, so a test drives the chat's side
 * of the contract (what it passes, what it does when the view calls back).
 */
export function FakeRemoteView({ remote, module, props }: LoadRemoteViewProps) {
  const entries = Object.entries(props);
  return (
    <section aria-label={`${remote}/${module}`}>
      {entries
        .filter(([, value]) => typeof value !== 'function')
        .map(([name, value]) => (
          <p key={name}>{`${name}: ${JSON.stringify(value)}`}</p>
        ))}
      {entries
        .filter(([, value]) => typeof value === 'function')
        .map(([name, value]) => (
          <button key={name} type="button" onClick={() => (value as (...args: unknown[]) => void)([])}>
            {name}
          </button>
        ))}
    </section>
  );
}
