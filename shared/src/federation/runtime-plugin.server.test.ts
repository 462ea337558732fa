/**
 * @jest-environment node
 */
// On the server (the apps' server builds) shared modules resolve at once: a server render never yields.
import plugin from '../../build/federation-runtime-plugin.cjs';

it('adds no yield before shared modules on the server', () => {
  expect(plugin().beforeLoadShare).toBeUndefined();
  expect(plugin().errorLoadRemote).toBeInstanceOf(Function);
});
