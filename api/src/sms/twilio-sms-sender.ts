import type { TwilioConfig } from './sms-config';
import { e164, loginCodeText, SmsDeliveryError, type LoginCodeMessage, type SmsSender } from './sms-sender';

/** A send that takes longer fails: the customer can ask again, and a request is not held forever. */
const TIMEOUT_MS = 10_000;

/**
 * SMS_PROVIDER=twilio: Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form body,
 * HTTP Basic with the Account SID and Auth Token) through fetch, so no SDK is needed. Twilio answers 201
 * once it accepted the message; any other status is a delivery error carrying Twilio's code and message.
 */
export class TwilioSmsSender implements SmsSender {
  readonly #url: string;
  readonly #authorization: string;

  constructor(
    private readonly config: TwilioConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.#url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
    this.#authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  }

  async sendLoginCode(message: LoginCodeMessage): Promise<void> {
    const form = new URLSearchParams({ To: e164(message), Body: loginCodeText(message) });
    form.set(this.config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', this.config.from);
    let response: Response;
    try {
      response = await this.fetchImpl(this.#url, {
        method: 'POST',
        headers: { authorization: this.#authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsDeliveryError(`Twilio could not be reached: ${(error as Error).message}`);
    }
    if (response.ok) return;
    const detail = await twilioError(response);
    throw new SmsDeliveryError(`Twilio answered ${response.status}${detail ? `: ${detail}` : ''}`);
  }
}

/** Twilio's error body `{ code, message, more_info, status }`, as one short line. */
async function twilioError(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return [body.code, body.message].filter((part) => part !== undefined && part !== null).join(' ').slice(0, 300);
  } catch {
    return '';
  }
}
