import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIR, startService, stopAll } from './servers';

const ROOT = join(__dirname, '..', '..');

/** Starts the production builds on the tests' ports, on a fresh embedded database seeded at start. */
export default async function globalSetup(): Promise<void> {
  for (const app of ['host', 'remote-storefront', 'remote-chat', 'remote-checkout']) {
    if (!existsSync(join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app} has no production build: run \`npm run build\` first (npm test does).`);
    }
  }
  await stopAll();
  rmSync(E2E_DIR, { recursive: true, force: true });
  await startService('api');
  await Promise.all([startService('storefront'), startService('chat'), startService('checkout'), startService('host')]);
}
