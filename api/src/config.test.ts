import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults on an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      pgliteDir: path.join(REPO_ROOT, '.data', 'pglite'),
      uploadsDir: path.join(REPO_ROOT, '.data', 'uploads'),
      uploadStore: { kind: 'disk' },
      defaultSubdomain: 'demo',
      docs: false,
      seedDemo: true,
      shutdown: { drainMs: 5000, deadlineMs: 10_000 },
      scheduledJobsIntervalMs: 60_000,
      catalogueCacheEntries: 20_000,
      logLevel: 'info',
      trustedProxies: ['loopback'],
      sms: { provider: 'log' },
      emailProvider: 'log',
      confirmLinkOrigin: 'http://localhost:3000',
      payments: { gateway: 'sandbox' },
      paymentSecretsKey: undefined,
      sandboxSecret: undefined,
      pincode: { provider: 'offline' },
    });
  });

  it('reads the S3 upload store and names its wrong settings with the others', () => {
    expect(loadConfig({ UPLOAD_STORE: 's3', S3_BUCKET: 'shop-uploads', S3_REGION: 'ap-south-1' }).uploadStore).toMatchObject({ kind: 's3', s3: { bucket: 'shop-uploads' } });
    expect(() => loadConfig({ UPLOAD_STORE: 's3', S3_REGION: 'ap-south-1', S3_SECRET_ACCESS_KEY: 'very-secret' })).toThrow(
      /S3_BUCKET="": required when UPLOAD_STORE=s3[^\n]*\n {2}S3_ACCESS_KEY_ID="": S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
  });

  it('reads PAYMENT_SECRETS_KEY as 32 bytes and refuses any other length without showing it', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ PAYMENT_SECRETS_KEY: key }).paymentSecretsKey?.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(() => loadConfig({ PAYMENT_SECRETS_KEY: 'c2hvcnQ=' })).toThrow(/PAYMENT_SECRETS_KEY=\(hidden\): must be 32 bytes in base64/);
  });

  it('derives the PGlite and uploads directories from DATA_DIR unless they are set', () => {
    const config = loadConfig({ DATA_DIR: '/srv/data', UPLOADS_DIR: '/mnt/files' });
    expect(config.pgliteDir).toBe('/srv/data/pglite');
    expect(config.uploadsDir).toBe('/mnt/files');
  });

  const PRODUCTION_SECRETS = { AUTH_SECRET: 'a'.repeat(40), PAYMENT_SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'), PAYMENT_SANDBOX_SECRET: 's'.repeat(40) };

  it('seeds the demo sites into an empty database unless told not to, and never by itself in production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'on', ...PRODUCTION_SECRETS }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO="yes": must be on or off');
  });

  it('refuses to start in production on a secret it would generate, naming each variable', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/AUTH_SECRET="": must be set when NODE_ENV=production/);
    expect(attempt).toThrow(/PAYMENT_SECRETS_KEY="": must be set when NODE_ENV=production/);
    expect(attempt).toThrow(/PAYMENT_SANDBOX_SECRET="": must be set when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }).sandboxSecret).toBe('s'.repeat(40));
    // Razorpay's own keys are required by its own rule; the sandbox's secret is then not needed
    expect(() => loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, PAYMENT_SANDBOX_SECRET: '', PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_AbCdEf12345678', RAZORPAY_KEY_SECRET: 'very-secret-key-of-razorpay' })).not.toThrow();
    // outside production nothing is required: generated keys under DATA_DIR serve one machine
    expect(() => loadConfig({})).not.toThrow();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ API_PORT: '', DATABASE_URL: '', LOG_LEVEL: ' ' })).toMatchObject({ port: 4000, databaseUrl: undefined, logLevel: 'info' });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      API_PORT: '8080',
      LISTEN_HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/shop',
      DEFAULT_SUBDOMAIN: 'Sunrise',
      LOG_LEVEL: 'warn',
      SCHEDULED_JOBS_INTERVAL_SECONDS: '15',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://postgres@127.0.0.1:5432/shop',
      defaultSubdomain: 'sunrise',
      logLevel: 'warn',
      scheduledJobsIntervalMs: 15_000,
      catalogueCacheEntries: 20_000,
    });
    expect(loadConfig({ SCHEDULED_JOBS_INTERVAL_SECONDS: '0' }).scheduledJobsIntervalMs).toBe(0);
    expect(loadConfig({ CATALOGUE_CACHE_ENTRIES: '0' }).catalogueCacheEntries).toBe(0);
  });

  it.each([
    [{ API_PORT: 'eighty' }, 'API_PORT="eighty": must be a number'],
    [{ API_PORT: '70000' }, 'API_PORT="70000": must be 0-65535'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL="mysql://localhost/db": must be a postgres://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ DEFAULT_SUBDOMAIN: 'my.site' }, 'DEFAULT_SUBDOMAIN="my.site": must be a host-name label'],
    [{ SCHEDULED_JOBS_INTERVAL_SECONDS: '-1' }, 'SCHEDULED_JOBS_INTERVAL_SECONDS="-1": must be 0-86400'],
    [{ SCHEDULED_JOBS_INTERVAL_SECONDS: '1.5' }, 'SCHEDULED_JOBS_INTERVAL_SECONDS="1.5": must be a whole number'],
    [{ SCHEDULED_JOBS_INTERVAL_SECONDS: 'often' }, 'SCHEDULED_JOBS_INTERVAL_SECONDS="often": must be a number'],
    [{ CATALOGUE_CACHE_ENTRIES: '-5' }, 'CATALOGUE_CACHE_ENTRIES="-5": must be 0-1000000'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig({ API_PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/API_PORT[\s\S]*LOG_LEVEL/);
    expect(() => loadConfig({ API_PORT: 'x', SMS_PROVIDER: 'twilio' })).toThrow(/API_PORT[\s\S]*TWILIO_ACCOUNT_SID[\s\S]*TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/);
  });
});

describe('loadConfig: TRUSTED_PROXIES (whose X-Forwarded-For is believed)', () => {
  it.each([
    [undefined, ['loopback']],
    ['', ['loopback']],
    ['none', []],
    [' NONE ', []],
    ['Loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['192.0.2.7,::1,fd00::/8,uniquelocal', ['192.0.2.7', '::1', 'fd00::/8', 'uniquelocal']],
  ])('%p -> %j', (value, proxies) => {
    expect(loadConfig(value === undefined ? {} : { TRUSTED_PROXIES: value }).trustedProxies).toEqual(proxies);
  });

  it.each([
    ['*', '"*" is not an address'],
    ['10.0.0.0/33', '"10.0.0.0/33" is not an address'],
    ['::1/129', '"::1/129" is not an address'],
    ['loopback,proxy.example.com', '"proxy.example.com" is not an address'],
    ['1.2.3.4/8/9', '"1.2.3.4/8/9" is not an address'],
    [',,', 'no entry'],
  ])('refuses %p naming the variable', (value, message) => {
    expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(`TRUSTED_PROXIES=${JSON.stringify(value)}: ${message}`);
  });
});

describe('loadConfig: SMS_PROVIDER and the Twilio credentials', () => {
  const TWILIO = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
    TWILIO_AUTH_TOKEN: 'f'.repeat(32),
    TWILIO_FROM: '+14155550100',
  };

  it('logs codes by default, and reads the Twilio settings when chosen', () => {
    expect(loadConfig({ SMS_PROVIDER: 'LOG' }).sms).toEqual({ provider: 'log' });
    expect(loadConfig(TWILIO).sms).toEqual({
      provider: 'twilio',
      twilio: { accountSid: TWILIO.TWILIO_ACCOUNT_SID, authToken: TWILIO.TWILIO_AUTH_TOKEN, from: '+14155550100', apiUrl: 'https://api.twilio.com' },
    });
    expect(loadConfig({ ...TWILIO, TWILIO_FROM: `MG${'a'.repeat(32)}`, TWILIO_API_URL: 'http://127.0.0.1:9/' }).sms).toMatchObject({
      twilio: { from: `MG${'a'.repeat(32)}`, apiUrl: 'http://127.0.0.1:9' },
    });
  });

  it('ignores Twilio variables while SMS_PROVIDER is log', () => {
    expect(loadConfig({ TWILIO_ACCOUNT_SID: 'nonsense' }).sms).toEqual({ provider: 'log' });
  });

  it.each([
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER="carrier-pigeon": must be one of log, twilio'],
    [{ ...TWILIO, TWILIO_ACCOUNT_SID: '' }, 'TWILIO_ACCOUNT_SID="": required when SMS_PROVIDER=twilio: the Account SID of the Twilio console'],
    [{ ...TWILIO, TWILIO_ACCOUNT_SID: 'AC123' }, 'TWILIO_ACCOUNT_SID="AC123": must be the Account SID of the Twilio console (AC and 32 hex digits)'],
    [{ ...TWILIO, TWILIO_AUTH_TOKEN: undefined }, 'TWILIO_AUTH_TOKEN="": required when SMS_PROVIDER=twilio: the Auth Token'],
    [{ ...TWILIO, TWILIO_FROM: '9876543210' }, 'TWILIO_FROM="9876543210": must be the sending number in E.164 form'],
    [{ ...TWILIO, TWILIO_API_URL: 'http://api.twilio.com' }, 'TWILIO_API_URL="http://api.twilio.com": must be an https:// URL (http:// only for 127.0.0.1 or localhost)'],
    [{ ...TWILIO, TWILIO_API_URL: 'not a url' }, 'TWILIO_API_URL="not a url": must be an https:// URL'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never prints a secret it refuses', () => {
    const attempt = () => loadConfig({ ...TWILIO, TWILIO_AUTH_TOKEN: 'short secret', AUTH_SECRET: 'too-short-secret' });
    expect(attempt).toThrow('TWILIO_AUTH_TOKEN=(hidden): must be the Auth Token');
    expect(attempt).toThrow('AUTH_SECRET=(hidden): must be at least 32 characters');
    expect(attempt).not.toThrow(/short secret|too-short-secret/);
  });
});

describe('loadConfig: PAYMENT_GATEWAY and the Razorpay keys', () => {
  const RAZORPAY = { PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_AbCdEf12345678', RAZORPAY_KEY_SECRET: 'very-secret-key-of-razorpay' };

  it('uses the local sandbox by default, and reads the Razorpay keys when chosen', () => {
    expect(loadConfig({}).payments).toEqual({ gateway: 'sandbox' });
    expect(loadConfig({ ...RAZORPAY, PAYMENT_GATEWAY: 'RazorPay' }).payments).toEqual({
      gateway: 'razorpay',
      razorpay: { keyId: 'rzp_test_AbCdEf12345678', keySecret: 'very-secret-key-of-razorpay' },
    });
  });

  it.each([
    [{ PAYMENT_GATEWAY: 'paypal' }, 'PAYMENT_GATEWAY="paypal": must be one of sandbox, razorpay'],
    [{ ...RAZORPAY, RAZORPAY_KEY_ID: '' }, 'RAZORPAY_KEY_ID="": required when PAYMENT_GATEWAY=razorpay'],
    [{ ...RAZORPAY, RAZORPAY_KEY_ID: 'key_123' }, 'RAZORPAY_KEY_ID="key_123": must be the Key Id'],
    [{ ...RAZORPAY, RAZORPAY_KEY_SECRET: undefined }, 'RAZORPAY_KEY_SECRET="": required when PAYMENT_GATEWAY=razorpay'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never prints the key secret it refuses', () => {
    expect(() => loadConfig({ ...RAZORPAY, RAZORPAY_KEY_SECRET: 'short' })).toThrow('RAZORPAY_KEY_SECRET=(hidden)');
  });

  it.each([
    [{}, { provider: 'offline' }],
    [{ PINCODE_PROVIDER: 'Offline' }, { provider: 'offline' }],
    [{ PINCODE_PROVIDER: 'india-post' }, { provider: 'india-post', apiUrl: 'https://api.postalpincode.in' }],
    [{ PINCODE_PROVIDER: 'india-post', PINCODE_API_URL: 'http://127.0.0.1:9/' }, { provider: 'india-post', apiUrl: 'http://127.0.0.1:9' }],
  ])('reads the pincode lookup from %j', (env, expected) => {
    expect(loadConfig(env).pincode).toEqual(expected);
  });

  it.each([
    [{ PINCODE_PROVIDER: 'google' }, /PINCODE_PROVIDER="google": must be one of offline, india-post/],
    [{ PINCODE_PROVIDER: 'india-post', PINCODE_API_URL: 'ftp://x' }, /PINCODE_API_URL="ftp:\/\/x": must be an https/],
    [{ PINCODE_PROVIDER: 'india-post', PINCODE_API_URL: 'http://pincodes.example' }, /PINCODE_API_URL=.*http:\/\/ only for 127.0.0.1/],
  ])('refuses the wrong pincode setting %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
