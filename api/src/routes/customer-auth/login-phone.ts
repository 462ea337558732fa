import type { FastifyRequest } from 'fastify';
import { normalisePhone } from '../../auth/phone-number';
import { AppError } from '../../errors';

/** What a shopper reads when the digits name no phone of the chosen country. */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.';

/**
 * preHandler of the code calls, before anything keys on the phone: rewrites the body's `countryCode` and
 * `phoneNumber` to the number's one E.164 spelling (`+91` and `9876543210`), so the limits, the codes
 * and the customer all name one phone however it was typed. A number that is not valid answers 400.
 */
export async function normaliseLoginPhone(request: FastifyRequest): Promise<void> {
  const body = request.body as { countryCode: string; phoneNumber: string };
  const phone = normalisePhone(body.countryCode, body.phoneNumber);
  if (!phone) throw AppError.badRequest(INVALID_PHONE_MESSAGE);
  body.countryCode = phone.countryCode;
  body.phoneNumber = phone.phoneNumber;
}

type Phone = { countryCode: string; phoneNumber: string };

/**
 * A session's phone is the customer's: as stored, or once normalised (a session the browser kept from
 * before phones were stored in E.164 spells the phone as the shopper typed it).
 */
export function samePhone(customer: Phone, session: Phone): boolean {
  if (customer.countryCode === session.countryCode && customer.phoneNumber === session.phoneNumber) return true;
  const phone = normalisePhone(session.countryCode, session.phoneNumber);
  return customer.countryCode === phone?.countryCode && customer.phoneNumber === phone.phoneNumber;
}
