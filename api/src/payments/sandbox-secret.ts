import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** File under DATA_DIR holding the sandbox gateway's key secret (the test secret its signatures use). */
export const SANDBOX_SECRET_FILE = 'payment-sandbox-secret';

/**
 * The sandbox gateway's key secret, kept in `DATA_DIR/payment-sandbox-secret` and created (mode 0600) on
 * the first start, so signatures stay valid across restarts and no setting is needed. Several processes
 * starting at once agree on one key: the file is created exclusively and a loser reads the winner's.
 */
export function resolveSandboxSecret(dataDir: string): string {
  const file = path.join(dataDir, SANDBOX_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    // Another process may have created the file a moment ago and still be writing it.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  throw new Error(`${file} holds no usable key (at least 32 characters): delete it to generate a new one`);
}
