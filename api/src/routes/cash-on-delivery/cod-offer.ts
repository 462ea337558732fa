import { formatInrWhole } from 'shared/format';
import { COD_MESSAGES as M, type CodSettings } from '../../contracts';
import type { orders } from '../../db/schema';
import { toRupees } from '../../db/money';
import { AppError } from '../../errors';
import { isPayable } from '../../repositories/payments';
import { PAYMENT_ERRORS } from '../payments/payment-caller';

type OrderRow = typeof orders.$inferSelect;

export const COD_ERRORS = {
  off: () => new AppError(409, 'CONFLICT', M.off),
  overLimit: (limitRupees: number) => new AppError(409, 'CONFLICT', M.overLimit(formatInrWhole(limitRupees))),
  alreadyPaid: () => new AppError(409, 'CONFLICT', M.alreadyPaid),
  alreadyCod: () => new AppError(409, 'CONFLICT', M.alreadyCod),
  notCod: () => new AppError(409, 'CONFLICT', M.notCod),
  notRefusable: (state: string) => new AppError(409, 'CONFLICT', M.notRefusable(state)),
  codeWrong: () => AppError.badRequest(M.codeWrong),
  codeExpired: () => AppError.badRequest(M.codeExpired),
  codeLocked: () => AppError.badRequest(M.codeLocked),
} as const;

/** Whether the business offers cash on delivery for an order of `finalAmountPaise`: on, and the total within its limit (whole rupees). */
export const offersCod = (settings: CodSettings, finalAmountPaise: number) => settings.enabled && toRupees(finalAmountPaise) <= settings.limit;

/**
 * Why the order cannot be paid in cash on delivery, or null when it can: the business offers it for the
 * order's total, the order is open, nothing of it is paid yet and it is not cash on delivery already.
 * Checked on the server at both steps (the code sent, the code typed), whatever the client shows.
 */
export function codRefusal(order: OrderRow, settings: CodSettings): AppError | null {
  if (!settings.enabled) return COD_ERRORS.off();
  if (!isPayable(order)) return PAYMENT_ERRORS.notPayable(order.status);
  if (order.codConfirmedAt) return COD_ERRORS.alreadyCod();
  if (order.paymentStatus !== 'Pending') return COD_ERRORS.alreadyPaid();
  if (!offersCod(settings, order.finalAmountPaise)) return COD_ERRORS.overLimit(settings.limit);
  return null;
}

/** `+91 ******3210`: enough for the customer to know the phone, not enough for anyone else. */
export const maskedPhone = (phone: { countryCode: string; phoneNumber: string }) =>
  `${phone.countryCode} ${'*'.repeat(Math.max(0, phone.phoneNumber.length - 4))}${phone.phoneNumber.slice(-4)}`;
