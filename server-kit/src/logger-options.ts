import type { FastifyServerOptions } from 'fastify';

/**
 * Logger settings of every server: structured JSON lines (what a log collector wants) unless
 * LOG_FORMAT=pretty, which `npm start` and `npm run dev` set so a person reading one terminal sees
 * short, coloured lines. Credentials never reach a log line.
 */
export function loggerOptions(env: NodeJS.ProcessEnv = process.env): FastifyServerOptions['logger'] {
  const base = { level: env.LOG_LEVEL || 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] };
  if (env.LOG_FORMAT !== 'pretty') return base;
  return {
    ...base,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } },
  };
}
