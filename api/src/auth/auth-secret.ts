import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** File under DATA_DIR holding the generated signing key when AUTH_SECRET is not set. */
export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The key that signs access tokens: AUTH_SECRET when set; otherwise the one kept in
 * `DATA_DIR/auth-secret`, created (mode 0600) on the first start, so tokens survive restarts without any
 * setting. Several processes starting at once agree on one key: the file is created exclusively and a
 * loser reads the winner's.
 */
export function resolveAuthSecret(config: { authSecret: string | undefined; dataDir: string }): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, AUTH_SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readWhenWritten(file);
  if (secret.length < 32) throw new Error(`${file} holds no usable key (at least 32 characters): delete it to generate a new one, or set AUTH_SECRET`);
  return secret;
}

/** Another process may have created the file a moment ago and still be writing it. */
function readWhenWritten(file: string): string {
  let secret = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  return secret;
}
