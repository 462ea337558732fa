import type { LoginCodeMessage, SmsSender } from './sms-sender';

/**
 * Keeps every message instead of sending it: the adapter of tests (buildApp's `sms` option), which read
 * the code a customer would have received. `failNext` makes the next send fail like a refusing provider.
 */
export class RecordingSmsSender implements SmsSender {
  readonly sent: LoginCodeMessage[] = [];
  #failures = 0;

  async sendLoginCode(message: LoginCodeMessage): Promise<void> {
    if (this.#failures > 0) {
      this.#failures -= 1;
      throw new Error('recording sender: failing as asked');
    }
    this.sent.push(message);
  }

  failNext(times = 1): void {
    this.#failures += times;
  }

  /** The last code sent to a number on a site, or undefined. */
  lastCode(to: { countryCode?: string; phoneNumber: string; subdomain: string }): string | undefined {
    const countryCode = to.countryCode ?? '+91';
    for (let i = this.sent.length - 1; i >= 0; i -= 1) {
      const m = this.sent[i];
      if (m && m.phoneNumber === to.phoneNumber && m.countryCode === countryCode && m.subdomain === to.subdomain) return m.code;
    }
    return undefined;
  }
}
