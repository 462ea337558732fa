/**
 * @jest-environment node
 */
// Outside a browser (a server render) shared modules resolve at once: the plugin adds no hook there.
import plugin from './startup-in-tasks-plugin.cjs';

it('adds no yield before shared modules outside a browser', () => {
  expect(plugin().beforeLoadShare).toBeUndefined();
});
