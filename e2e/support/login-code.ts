import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIR } from './servers';

const API_LOG = join(E2E_DIR, 'api.log');

/**
 * The login code the API "sent" to a phone: the default SMS adapter writes one log line,
 * `Login code for +91 9876543210 on demo: 123456`, which is where a person trying the site reads it.
 * Polls the API's log until a code for the number appears after `since` lines.
 */
export async function readLoginCode(phoneNumber: string, countryCode = '+91', timeoutMs = 10_000): Promise<string> {
  const needle = `Login code for ${countryCode} ${phoneNumber} `;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(API_LOG, 'utf8').split('\n').filter((line) => line.includes(needle));
    const code = /: (\d{6})\b/.exec(lines.at(-1) ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no login code for ${countryCode} ${phoneNumber} in ${API_LOG}`);
}

let counter = 0;
/** A phone number no other journey of this run uses (one code per number per 30 s). */
export function freshPhoneNumber(): string {
  counter += 1;
  return `7${String(Date.now() % 1_000_000_000).padStart(9, '0').slice(0, 7)}${String(counter).padStart(2, '0')}`;
}
