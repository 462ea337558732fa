// The host's runtime plugin that resolves shared modules one per task (build-kit/src/startup-in-tasks-plugin.cjs).
import plugin from './startup-in-tasks-plugin.cjs';

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
