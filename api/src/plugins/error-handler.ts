import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorAnswer, ErrorCode } from '../contracts';
import { isAppError } from '../errors';
import { globalPlugin } from './define-plugin';

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** "limit: Too big: expected number to be <=100" — names the field of each broken rule. */
export function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): string {
  const parts = issues.map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'is invalid';
    return field ? `${field}: ${message}` : message;
  });
  const where = context ? `Invalid ${context}` : 'Invalid request';
  return `${where}: ${parts.join('; ')}`;
}

/** A PostgreSQL "data exception" (SQLSTATE class 22), possibly wrapped by drizzle in `cause`. */
function isDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'TOKEN_INVALID',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * One error handler for the whole API: `{ message, code }` with the right 4xx; any 5xx answers a
 * generic message and is logged with its cause, never sent to the client.
 */
export const errorHandlerPlugin = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code } satisfies ErrorAnswer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validation, error.validationContext);
      return reply.code(400).send({ message, code: 'VALIDATION_ERROR' } satisfies ErrorAnswer);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL_ERROR' } satisfies ErrorAnswer);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): safe to show.
      return reply.code(status).send({ message: error.message, code: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR' } satisfies ErrorAnswer);
    }
    if (isDataException(error)) {
      // Defence in depth: PostgreSQL refused a value (class 22: bad encoding, out of range...). Input
      // validation should have caught it; it is still the client's input, so 400, and a warning to fix.
      request.log.warn({ err: error }, 'database refused an input value');
      return reply.code(400).send({ message: 'Invalid request: a value is not acceptable', code: 'VALIDATION_ERROR' } satisfies ErrorAnswer);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL_ERROR' } satisfies ErrorAnswer);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'ROUTE_NOT_FOUND' } satisfies ErrorAnswer),
  );
});
