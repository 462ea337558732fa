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

/** Numbers handed out by this process: the run's start second, then a count (10,000 before it repeats). */
const runStart = Math.floor(Date.now() / 1000) % 100_000;
let counter = 0;
/**
 * A phone number no other journey of this run uses (one code per number per 30 s): always a valid
 * 10-digit Indian mobile, as the API reads numbers as E.164, however many a journey asks for.
 */
export function freshPhoneNumber(): string {
  counter = (counter + 1) % 10_000;
  return `7${String(runStart).padStart(5, '0')}${String(counter).padStart(4, '0')}`;
}

/** How many codes the API has "sent" to a phone so far (for readNextLoginCode). */
export function loginCodesSent(phoneNumber: string, countryCode = '+91'): number {
  return readFileSync(API_LOG, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`Login code for ${countryCode} ${phoneNumber} `)).length;
}

/** The code sent to a phone after it had received `sentBefore` codes: a later code, never an earlier one. */
export async function readNextLoginCode(phoneNumber: string, sentBefore: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (loginCodesSent(phoneNumber) <= sentBefore) {
    if (Date.now() > deadline) throw new Error(`no new login code for +91 ${phoneNumber} in ${API_LOG}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return readLoginCode(phoneNumber);
}
