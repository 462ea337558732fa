import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIR } from './servers';

const API_LOG = join(E2E_DIR, 'api.log');

/** Polls the API's log until a line starting `needle` carries a 6-digit code; answers the newest. */
async function readLoggedCode(needle: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(API_LOG, 'utf8').split('\n').filter((line) => line.includes(needle));
    const code = /: (\d{6})\b/.exec(lines.at(-1) ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${needle}" line in ${API_LOG}`);
}

/**
 * The login code the API "sent" to a phone: the default SMS adapter writes one log line,
 * `Login code for +91 9876543210 on demo: 123456`, which is where a person trying the site reads it.
 */
export function readLoginCode(phoneNumber: string, countryCode = '+91', timeoutMs = 10_000): Promise<string> {
  return readLoggedCode(`Login code for ${countryCode} ${phoneNumber} `, timeoutMs);
}

/** The code confirming cash on delivery the API "sent" to a phone (`Cash on delivery code for +91 … on demo: 123456`). */
export function readCashOnDeliveryCode(phoneNumber: string, countryCode = '+91', timeoutMs = 10_000): Promise<string> {
  return readLoggedCode(`Cash on delivery code for ${countryCode} ${phoneNumber} `, timeoutMs);
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
