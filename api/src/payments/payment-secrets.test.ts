import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PAYMENT_SECRETS_KEY_FILE, paymentSecrets, resolvePaymentSecretsKey } from './payment-secrets';

describe('payment secrets at rest', () => {
  const secrets = paymentSecrets(randomBytes(32));

  it('seals a secret so the stored value does not contain it, and opens it again', () => {
    const sealed = secrets.seal('rzp_secret_ABCDEFGH12345678');
    expect(sealed).not.toContain('rzp_secret_ABCDEFGH12345678');
    expect(secrets.isSealed(sealed)).toBe(true);
    expect(secrets.open(sealed)).toBe('rzp_secret_ABCDEFGH12345678');
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(secrets.seal('same-secret-value')).not.toBe(secrets.seal('same-secret-value'));
  });

  it('opens a plaintext secret stored before encryption as it is', () => {
    expect(secrets.isSealed('sandbox_secret_kaveri_demo')).toBe(false);
    expect(secrets.open('sandbox_secret_kaveri_demo')).toBe('sandbox_secret_kaveri_demo');
  });

  it('refuses a sealed value changed in the database, and one sealed with another key', () => {
    const sealed = secrets.seal('a-secret-to-guard');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => secrets.open(tampered)).toThrow();
    expect(() => paymentSecrets(randomBytes(32)).open(sealed)).toThrow();
  });
});

describe('the payment secrets key', () => {
  it('is PAYMENT_SECRETS_KEY when set', () => {
    const key = randomBytes(32);
    expect(resolvePaymentSecretsKey({ paymentSecretsKey: key, dataDir: '/nonexistent' })).toBe(key);
  });

  it('is generated once under DATA_DIR when unset, said so in the log, and kept across starts', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-key-'));
    const said: string[] = [];
    const log = { info: (m: string) => said.push(m), warn: (m: string) => said.push(m) };
    const first = resolvePaymentSecretsKey({ paymentSecretsKey: undefined, dataDir }, log);
    const second = resolvePaymentSecretsKey({ paymentSecretsKey: undefined, dataDir }, log);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect(said[0]).toMatch(/PAYMENT_SECRETS_KEY is not set.*newly generated/);
    expect(fs.statSync(path.join(dataDir, PAYMENT_SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
