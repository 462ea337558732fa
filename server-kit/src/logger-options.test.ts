/** @jest-environment node */
import { loggerOptions } from './logger-options';

describe('loggerOptions', () => {
  it('logs JSON lines at info by default, without credentials', () => {
    expect(loggerOptions({})).toEqual({ level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] });
  });

  it('honours LOG_LEVEL and prints readable lines with LOG_FORMAT=pretty', () => {
    const options = loggerOptions({ LOG_LEVEL: 'warn', LOG_FORMAT: 'pretty' }) as { level: string; transport: { target: string } };
    expect(options.level).toBe('warn');
    expect(options.transport.target).toBe('pino-pretty');
  });
});
