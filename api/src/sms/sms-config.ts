/** How login codes reach customers: `log` writes them to the API's log (development), `twilio` sends an SMS. */
export const SMS_PROVIDERS = ['log', 'twilio'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** Twilio's REST API; TWILIO_API_URL replaces it (a regional edge, or a local fake in tests). */
export const TWILIO_DEFAULT_API_URL = 'https://api.twilio.com';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sender: an E.164 number (`+14155550100`) or a Messaging Service SID (`MG…`). */
  from: string;
  apiUrl: string;
}

export type SmsConfig = { provider: 'log' } | { provider: 'twilio'; twilio: TwilioConfig };

export interface SmsConfigIssue {
  variable: string;
  message: string;
}

type Env = Record<string, string | undefined>;
const read = (env: Env, key: string) => env[key]?.trim() || undefined;
const providerOf = (env: Env) => (read(env, 'SMS_PROVIDER') ?? 'log').toLowerCase();

const ACCOUNT_SID = /^AC[0-9a-f]{32}$/i;
const SENDER = /^(\+[1-9]\d{6,14}|MG[0-9a-f]{32})$/i;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function apiUrlIssue(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an https:// URL';
  }
  if (url.protocol === 'https:') return null;
  // The credentials travel in every request: plain http only to this machine (a local fake in tests).
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'must be an https:// URL (http:// only for 127.0.0.1 or localhost)';
}

/**
 * What is wrong with the Twilio settings when SMS_PROVIDER=twilio (nothing is checked otherwise), each
 * naming its variable, so a missing credential stops the start-up instead of the first login.
 */
export function smsConfigIssues(env: Env): SmsConfigIssue[] {
  if (providerOf(env) !== 'twilio') return [];
  const issues: SmsConfigIssue[] = [];
  const sid = read(env, 'TWILIO_ACCOUNT_SID');
  const token = read(env, 'TWILIO_AUTH_TOKEN');
  const from = read(env, 'TWILIO_FROM');
  const apiUrl = read(env, 'TWILIO_API_URL');
  if (!sid || !ACCOUNT_SID.test(sid)) {
    issues.push({
      variable: 'TWILIO_ACCOUNT_SID',
      message: `${sid ? 'must be' : 'required when SMS_PROVIDER=twilio:'} the Account SID of the Twilio console (AC and 32 hex digits)`,
    });
  }
  if (!token || token.length < 16 || /\s/.test(token)) {
    issues.push({ variable: 'TWILIO_AUTH_TOKEN', message: `${token ? 'must be' : 'required when SMS_PROVIDER=twilio:'} the Auth Token of the Twilio console` });
  }
  if (!from || !SENDER.test(from)) {
    issues.push({
      variable: 'TWILIO_FROM',
      message: `${from ? 'must be' : 'required when SMS_PROVIDER=twilio:'} the sending number in E.164 form (+14155550100) or a Messaging Service SID (MG…)`,
    });
  }
  const urlIssue = apiUrl ? apiUrlIssue(apiUrl) : null;
  if (urlIssue) issues.push({ variable: 'TWILIO_API_URL', message: urlIssue });
  return issues;
}

/** The SMS settings of an environment that passed `smsConfigIssues`. */
export function smsConfigOf(env: Env): SmsConfig {
  if (providerOf(env) !== 'twilio') return { provider: 'log' };
  return {
    provider: 'twilio',
    twilio: {
      accountSid: read(env, 'TWILIO_ACCOUNT_SID') ?? '',
      authToken: read(env, 'TWILIO_AUTH_TOKEN') ?? '',
      from: read(env, 'TWILIO_FROM') ?? '',
      apiUrl: (read(env, 'TWILIO_API_URL') ?? TWILIO_DEFAULT_API_URL).replace(/\/+$/, ''),
    },
  };
}
