import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIR } from './servers';

const API_LOG = join(E2E_DIR, 'api.log');

/**
 * The token of the confirmation link the API "sent" to a new owner: the default e-mail adapter writes
 * `Confirmation link for <e-mail> on <subdomain>: http://…/owner/confirm?token=…` in its log, where a
 * person trying sign-up reads it. Polls the API's log until a link for the address appears.
 */
export async function readConfirmationToken(email: string, timeoutMs = 10_000): Promise<string> {
  const needle = `Confirmation link for ${email} `;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(API_LOG, 'utf8').split('\n').filter((line) => line.includes(needle));
    const token = /token=([\w-]+)/.exec(lines.at(-1) ?? '')?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation link for ${email} in ${API_LOG}`);
}
