// The federation runtime plugin every app's build adds (shared/build/federation-runtime-plugin.cjs).
import plugin from '../../build/federation-runtime-plugin.cjs';

describe('federation runtime plugin in the browser', () => {
  it('resolves each shared module in a later task, not in the microtasks of the one that asked', async () => {
    const args = { pkgName: 'react-dom/client' };
    let resolved: typeof args | undefined;
    void plugin().beforeLoadShare!(args).then((value) => {
      resolved = value;
    });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(resolved).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resolved).toBe(args);
  });

  it('announces a remote that failed to load as a DOM event and lets the error through', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('federation:remote-error', listener);
    expect(plugin().errorLoadRemote({ id: 'storefront/PageSections', lifecycle: 'onLoad' })).toBeUndefined();
    window.removeEventListener('federation:remote-error', listener);
    expect(heard).toEqual([{ id: 'storefront/PageSections', lifecycle: 'onLoad' }]);
  });
});
