import type { ErrorCode } from './contracts';

/**
 * The one error class of the API: an HTTP status, a machine code from the contracts' ERROR_CODES and a
 * message safe to show. The error handler answers `{ message, code }` with the status.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }

  static notFound(code: Extract<ErrorCode, `${string}NOT_FOUND`>, message: string): AppError {
    return new AppError(404, code, message);
  }

  static badRequest(message: string): AppError {
    return new AppError(400, 'VALIDATION_ERROR', message);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
