import { OWNER_ORDERS_MESSAGES } from '../../contracts';
import { AppError } from '../../errors';
import type { StageMoveOutcome } from '../../repositories/order-stages';

/** Why an order refused a stage move, from the inbox or the order's page. */
export const ORDER_STAGE_ERRORS = {
  orderNotFound: 'Order not found',
  stageNotFound: 'Pipeline stage not found',
  cancelled: (orderNumber: string) => `Order ${orderNumber} is Cancelled; its stages can no longer change`,
  completeFirst: (stage: string) => `Complete "${stage}" first`,
  reopenFirst: (stage: string) => `Set "${stage}" back to Pending first`,
  /** The inbox has no courier form: the order's page (OWNER_PAGE_ROUTES.orders) takes them. */
  shipmentRequired: `${OWNER_ORDERS_MESSAGES.shipmentRequired}: mark it Shipped from the order's page in Orders`,
} as const;


type Refused = Exclude<StageMoveOutcome, { kind: 'moved' | 'unchanged' }>;

/**
 * The answer to a stage move the order refused, the same from the inbox and the order's page; only what
 * a missing shipment asks the owner to do differs (`shipmentRequired`: where the courier form is).
 */
export function stageRefusal(outcome: Refused, status: 'Completed' | 'Pending', shipmentRequired: string): AppError {
  switch (outcome.kind) {
    case 'order-not-found':
      return AppError.notFound('ORDER_NOT_FOUND', ORDER_STAGE_ERRORS.orderNotFound);
    case 'stage-not-found':
      return AppError.notFound('ORDER_NOT_FOUND', ORDER_STAGE_ERRORS.stageNotFound);
    case 'cancelled':
      return new AppError(409, 'CONFLICT', ORDER_STAGE_ERRORS.cancelled(outcome.order.orderNumber));
    case 'out-of-turn':
      return new AppError(409, 'CONFLICT', status === 'Completed' ? ORDER_STAGE_ERRORS.completeFirst(outcome.blocking.name) : ORDER_STAGE_ERRORS.reopenFirst(outcome.blocking.name));
    case 'shipment-required':
      return new AppError(409, 'CONFLICT', shipmentRequired);
  }
}
