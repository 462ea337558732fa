import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CUSTOMER_AUTH_PATHS, CUSTOMER_LOGIN_MESSAGES } from '../contracts';
import { extraApp, newClient, post, uniquePhoneNumber } from '../routes/auth/auth-test-kit';
import { describeEachDatabase } from '../test/databases';
import { SmsDeliveryError } from './sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'secret-auth-token-0123456789abcd';
const MESSAGE = { countryCode: '+91', phoneNumber: '9876543210', code: '654321', subdomain: 'demo', businessName: 'Kaveri Crafts' };

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

/** A stand-in for Twilio's Messages API on 127.0.0.1: records each request, answers what `reply` says. */
async function fakeTwilio(reply: (received: Received) => { status: number; body: object } = () => ({ status: 201, body: { sid: 'SM1' } })) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, form: new URLSearchParams(body) };
      received.push(entry);
      const answer = reply(entry);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const sender = (apiUrl: string, from = '+14155550100') => new TwilioSmsSender({ accountSid: SID, authToken: TOKEN, from, apiUrl });

describe('TwilioSmsSender', () => {
  it("posts the message to the account's Messages.json with Basic auth and a form body", async () => {
    const twilio = await fakeTwilio();
    try {
      await sender(twilio.url).sendLoginCode(MESSAGE);
      expect(twilio.received).toHaveLength(1);
      const [request] = twilio.received;
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
      expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
      expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(request?.form ?? [])).toEqual({
        To: '+919876543210',
        From: '+14155550100',
        Body: '654321 is your Kaveri Crafts login code. It expires in 5 minutes. Do not share it.',
      });
    } finally {
      await twilio.close();
    }
  });

  it('sends through a Messaging Service when TWILIO_FROM is one', async () => {
    const twilio = await fakeTwilio();
    try {
      await sender(twilio.url, `MG${'a'.repeat(32)}`).sendLoginCode(MESSAGE);
      expect(twilio.received[0]?.form.get('MessagingServiceSid')).toBe(`MG${'a'.repeat(32)}`);
      expect(twilio.received[0]?.form.has('From')).toBe(false);
    } finally {
      await twilio.close();
    }
  });

  it("rejects with Twilio's error code and message, never the credentials", async () => {
    const twilio = await fakeTwilio(() => ({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } }));
    try {
      const failure = sender(twilio.url).sendLoginCode(MESSAGE);
      await expect(failure).rejects.toThrow(SmsDeliveryError);
      await expect(failure).rejects.toThrow("Twilio answered 400: 21211 The 'To' number is not a valid phone number.");
      await expect(failure).rejects.not.toThrow(TOKEN);
    } finally {
      await twilio.close();
    }
  });

  it('rejects when Twilio cannot be reached', async () => {
    const twilio = await fakeTwilio();
    await twilio.close();
    await expect(sender(twilio.url).sendLoginCode(MESSAGE)).rejects.toThrow(/^Twilio could not be reached/);
  });
});

describeEachDatabase('send code with SMS_PROVIDER=twilio', (ctx) => {
  const twilioEnv = (url: string) => ({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+14155550100', TWILIO_API_URL: url });

  it('sends the code by SMS and answers success; answers 502 with the widget message when Twilio refuses', async () => {
    let refuse = false;
    const twilio = await fakeTwilio(() => (refuse ? { status: 401, body: { code: 20003, message: 'Authenticate' } } : { status: 201, body: { sid: 'SM1' } }));
    // no `sms` option: the app builds the adapter SMS_PROVIDER names
    const app = await extraApp(ctx, { env: twilioEnv(twilio.url), sms: undefined });
    try {
      const phoneNumber = uniquePhoneNumber();
      const sent = await post({ app }, CUSTOMER_AUTH_PATHS.sendCode, { phoneNumber, countryCode: '+91', subdomain: 'demo' }, { client: newClient() });
      expect(sent.status).toBe(200);
      expect(twilio.received.at(-1)?.form.get('To')).toBe(`+91${phoneNumber}`);
      expect(twilio.received.at(-1)?.form.get('Body')).toMatch(/^\d{6} is your .+ login code\./);

      refuse = true;
      const failed = await post({ app }, CUSTOMER_AUTH_PATHS.sendCode, { phoneNumber: uniquePhoneNumber(), countryCode: '+91', subdomain: 'demo' }, { client: newClient() });
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ message: CUSTOMER_LOGIN_MESSAGES.sendFailed, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await app.close();
      await twilio.close();
    }
  });
});
