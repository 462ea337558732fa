// The federation runtime plugin every app's build adds (build-kit/src/federation-runtime-plugin.cjs).
import plugin from './federation-runtime-plugin.cjs';

it('announces a remote that failed to load as a DOM event and lets the error through', () => {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent).detail);
  window.addEventListener('federation:remote-error', listener);
  expect(plugin().errorLoadRemote({ id: 'storefront/PageSections', lifecycle: 'onLoad' })).toBeUndefined();
  window.removeEventListener('federation:remote-error', listener);
  expect(heard).toEqual([{ id: 'storefront/PageSections', lifecycle: 'onLoad' }]);
});
