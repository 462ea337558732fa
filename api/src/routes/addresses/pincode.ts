import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ADDRESS_MESSAGES, ADDRESS_PATHS, pincodeAnswerSchema, pincodeQuerySchema } from '../../contracts';
import { AppError } from '../../errors';
import { createPincodeLookup, PincodeUnavailableError, type PincodeLookup } from '../../pincode';
import { clientAddress, routeRateLimit, waitText, type RateLimitSpec } from '../../plugins/rate-limit';
import { errorAnswers } from '../error-answers';

/** A form looks a pincode up once per 6 digits typed: 60 a minute per client address is many forms' worth. */
export const PINCODE_LOOKUP_PER_ADDRESS: RateLimitSpec = {
  name: 'pincode-lookup-address',
  max: 60,
  timeWindowMs: 60_000,
  key: (request: FastifyRequest) => clientAddress(request),
  message: (seconds) => `Too many pincode lookups. Please try again in ${waitText(seconds)}.`,
};

export interface PincodeRouteOptions {
  /** The lookup to use; PINCODE_PROVIDER's choice when absent (tests give their own). */
  lookup?: PincodeLookup;
}

/**
 * Pincode lookup for the address form (chat document section 7): once 6 digits are typed the form asks what
 * the pincode names and fills city and state from the district and state. Open to anyone (the directory is
 * public data), limited per client address. The source is PINCODE_PROVIDER's (src/pincode).
 */
export const pincodeRoute: FastifyPluginAsyncZod<PincodeRouteOptions> = async (app, options) => {
  const lookup = options.lookup ?? createPincodeLookup(app.config.pincode);
  app.get(
    ADDRESS_PATHS.pincode,
    {
      config: { rateLimit: routeRateLimit(PINCODE_LOOKUP_PER_ADDRESS) },
      schema: {
        tags: ['addresses'],
        summary: 'Look a pincode up',
        description:
          'Answers the district, state, postal circle and post offices of a 6-digit Indian pincode (the first office\'s district and state). ' +
          `400 VALIDATION_ERROR for anything but 6 digits; 404 PINCODE_NOT_FOUND '${ADDRESS_MESSAGES.pincodeNotFound}'; ` +
          `502 SERVICE_UNAVAILABLE '${ADDRESS_MESSAGES.pincodeUnavailable}' when the postal service fails or times out; ` +
          `429 RATE_LIMITED with Retry-After past ${PINCODE_LOOKUP_PER_ADDRESS.max} lookups a minute from one address.`,
        querystring: pincodeQuerySchema,
        response: { 200: pincodeAnswerSchema, ...errorAnswers(400, 404, 429, 502) },
      },
    },
    async (request) => {
      let details;
      try {
        details = await lookup.lookup(request.query.pincode);
      } catch (error) {
        if (!(error instanceof PincodeUnavailableError)) throw error;
        request.log.warn({ err: error }, 'pincode lookup failed');
        throw new AppError(502, 'SERVICE_UNAVAILABLE', ADDRESS_MESSAGES.pincodeUnavailable);
      }
      if (!details) throw AppError.notFound('PINCODE_NOT_FOUND', ADDRESS_MESSAGES.pincodeNotFound);
      return { message: 'success' as const, data: details };
    },
  );
};
