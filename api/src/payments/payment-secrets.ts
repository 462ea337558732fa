import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** File under DATA_DIR holding the generated key when PAYMENT_SECRETS_KEY is not set. */
export const PAYMENT_SECRETS_KEY_FILE = 'payment-secrets-key';

/** Marks a stored value as sealed by this module; any other value is a plaintext one from before (the seed's). */
const SEALED_PREFIX = 'enc:v1:';

/**
 * Seals and opens the gateway secrets owners save (Razorpay key secret). AES-256-GCM: a fresh 12-byte IV
 * a value, the tag checked on opening, so a value changed in the database is refused instead of used.
 * Stored as `enc:v1:<iv>.<tag>.<ciphertext>` (base64url). A value without the prefix is a plaintext secret
 * stored before encryption existed (the seed's): it is opened as it is, and sealed the next time the owner saves.
 */
export interface PaymentSecrets {
  seal(plain: string): string;
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

export function paymentSecrets(key: Buffer): PaymentSecrets {
  if (key.length !== 32) throw new Error('the payment secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${SEALED_PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(SEALED_PREFIX)) return stored;
      const [iv, tag, data] = stored.slice(SEALED_PREFIX.length).split('.');
      if (!iv || !tag || data === undefined) throw new Error('a stored payment secret is damaged');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(SEALED_PREFIX),
  };
}

/**
 * The key: PAYMENT_SECRETS_KEY when set; otherwise the one kept in `DATA_DIR/payment-secrets-key`, created
 * (mode 0600) on the first start, so `npm start` with nothing set works and saved secrets survive restarts.
 * Several processes starting at once agree on one key: the file is created exclusively and a loser reads
 * the winner's. The log says which key is used (never the key).
 */
export function resolvePaymentSecretsKey(
  config: { paymentSecretsKey: Buffer | undefined; dataDir: string },
  log?: { info(message: string): void; warn(message: string): void },
): Buffer {
  if (config.paymentSecretsKey) return config.paymentSecretsKey;
  const file = path.join(config.dataDir, PAYMENT_SECRETS_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  let created = false;
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) {
      log?.[created ? 'warn' : 'info'](
        `PAYMENT_SECRETS_KEY is not set: owners' gateway secrets are encrypted with the ${created ? 'newly generated' : 'generated'} key in ${file}; set PAYMENT_SECRETS_KEY (32 bytes, base64) when several machines share the database`,
      );
      return key;
    }
    // Another process may have created the file a moment ago and still be writing it.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  throw new Error(`${file} holds no usable key (32 bytes in base64): delete it to generate a new one (saved gateway secrets must then be entered again), or set PAYMENT_SECRETS_KEY`);
}
