import { AppError } from '../errors';
import { globalPlugin } from './define-plugin';

/** True when a string anywhere in the value (depth-limited) holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL characters: such input would fail in the database as a 500.
 * Refused up front with 400, before any route's validation.
 */
export const rejectNulPlugin = globalPlugin('reject-nul', async (app) => {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw AppError.badRequest('Invalid request: text may not contain NUL (\\u0000) characters');
    }
  });
});
