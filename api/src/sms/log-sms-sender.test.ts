import { Writable } from 'node:stream';
import pino from 'pino';
import pretty from 'pino-pretty';
import { loggerOptions } from 'server-kit';
import { LogSmsSender } from './log-sms-sender';

const MESSAGE = { countryCode: '+91', phoneNumber: '9876543210', code: '042137', subdomain: 'demo', businessName: 'Kaveri Crafts' };

function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean) };
}

describe('LogSmsSender (SMS_PROVIDER=log)', () => {
  it('writes one info line naming the phone number, the site and the code', async () => {
    const out = sink();
    await new LogSmsSender(pino({ level: 'info' }, out.stream)).sendLoginCode(MESSAGE);
    const lines = out.lines();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 30, msg: 'Login code for +91 9876543210 on demo: 042137' });
  });

  it('names a code confirming cash on delivery as such, so it is never read as a login code', async () => {
    const out = sink();
    await new LogSmsSender(pino({ level: 'info' }, out.stream)).sendLoginCode({ ...MESSAGE, purpose: 'cash-on-delivery' });
    expect(JSON.parse(out.lines()[0] ?? '{}')).toMatchObject({ msg: 'Cash on delivery code for +91 9876543210 on demo: 042137' });
  });

  it("shows the line in npm start's pretty log (LOG_FORMAT=pretty) at the default level", async () => {
    const options = loggerOptions({ LOG_FORMAT: 'pretty' }) as { level: string; transport: { target: string; options: Record<string, unknown> } };
    expect(options.transport.target).toBe('pino-pretty');
    const out = sink();
    const logger = pino({ level: options.level }, pretty({ ...options.transport.options, colorize: false, destination: out.stream, sync: true }));
    await new LogSmsSender(logger).sendLoginCode(MESSAGE);
    expect(out.lines()).toEqual([expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: Login code for \+91 9876543210 on demo: 042137$/)]);
  });
});
