import { and, desc, eq, sql } from 'drizzle-orm';
import { totalsLines } from 'shared/rules';
import type { TotalsLines } from '../../contracts';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { businesses, orderLines, orderPipelineStages, orders, paymentMilestones } from '../../db/schema';
import type { PlannedOrder } from './group-lines';
import type { DeliveryAddress } from './validate-cart';
import type { CustomerRef } from '../../repositories/customer-ref';

/** Pipeline stages a new order starts with, all Pending; the owner's inbox moves an order through them. */
export const PRODUCT_PIPELINE = ['Confirmed', 'Packed', 'Shipped', 'Delivered'] as const;
export const SERVICE_PIPELINE = ['Confirmed', 'Scheduled', 'Completed'] as const;
/** The first (and only) payment milestone of a new order: the whole amount, Pending, due one day later. */
export const FIRST_MILESTONE_LABEL = 'Full payment';
const FIRST_ORDER_NUMBER = 1001;

export interface WrittenOrder {
  id: string;
  orderNumber: string;
  title: string;
  status: 'Active';
  paymentStatus: 'Pending';
  /** The order's totals block (rupees), for its 'Order Created' card. */
  totals: TotalsLines;
}

/** The date one day after `now`, as YYYY-MM-DD (spec: "Order due date is +1 day"). */
export function dueDateAfter(now: Date): string {
  return new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The shipment's weight in kg (grams precision), or null when no line gives a weight. */
export function shipmentWeightKg(order: PlannedOrder): number | null {
  const weighed = order.lines.filter(({ line }) => line.shippingWeightKg !== null);
  if (weighed.length === 0) return null;
  const grams = weighed.reduce((sum, { line }) => sum + Math.round((line.shippingWeightKg ?? 0) * 1000) * line.quantity, 0);
  return grams / 1000;
}

/** "Saree" or "Saree and 2 more": the order's title from its lines. */
export function orderTitle(order: PlannedOrder): string {
  const [first, ...rest] = order.lines;
  const name = first?.line.name ?? 'Order';
  return rest.length === 0 ? name : `${name} and ${rest.length} more`;
}

/**
 * The business's next order numbers, continuing its own series (KHH-1001, KHH-1002 → KHH-1003). A business
 * without orders starts at 1001 with the initials of its name. The caller holds the business row lock,
 * so two checkouts never draw the same number.
 */
export async function nextOrderNumbers(tx: Database, businessId: string, count: number): Promise<string[]> {
  const [latest] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), sql`${orders.orderNumber} ~ '^[A-Z]+-[0-9]+$'`))
    .orderBy(desc(sql`(substring(${orders.orderNumber} from '[0-9]+$'))::int`))
    .limit(1);
  let prefix: string;
  let next: number;
  if (latest) {
    const [, head, digits] = /^([A-Z]+)-(\d+)$/.exec(latest.orderNumber)!;
    prefix = head!;
    next = Number(digits) + 1;
  } else {
    const [business] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
    prefix = initials(business?.name ?? '');
    next = FIRST_ORDER_NUMBER;
  }
  return Array.from({ length: count }, (_, i) => `${prefix}-${next + i}`);
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);
  return letters.length > 0 ? letters : 'ORD';
}

/**
 * Step "write orders": one order per planned group with its lines (catalog-product / catalog-service,
 * quantity in pcs, the group's key as groupId), its first payment milestone and its pipeline stages.
 */
export async function writeOrders(
  tx: Database,
  customer: CustomerRef,
  planned: readonly PlannedOrder[],
  address: DeliveryAddress | null,
  now: Date,
): Promise<WrittenOrder[]> {
  const numbers = await nextOrderNumbers(tx, customer.businessId, planned.length);
  const written: WrittenOrder[] = [];
  for (const [index, order] of planned.entries()) {
    const id = newId(now);
    const orderNumber = numbers[index]!;
    const title = orderTitle(order);
    const isService = order.group.kind === 'service';
    const ships = order.group.kind === 'shipping';
    const { id: _addressId, ...snapshot } = address ?? { id: null };
    await tx.insert(orders).values({
      id,
      businessId: customer.businessId,
      customerId: customer.customerId,
      orderNumber,
      title,
      status: 'Active',
      mode: isService ? 'service' : 'product',
      paymentStatus: 'Pending',
      subtotalPaise: order.totals.subtotalPaise,
      totalDiscountPaise: order.totals.totalDiscountPaise,
      afterDiscountPaise: order.totals.afterDiscountPaise,
      totalGstPaise: order.totals.totalGstPaise,
      cgstPaise: order.gst.cgstPaise,
      sgstPaise: order.gst.sgstPaise,
      igstPaise: order.gst.igstPaise,
      shippingCostPaise: order.totals.shippingCostPaise,
      finalAmountPaise: order.totals.finalAmountPaise,
      dispatchPointId: order.group.dispatchPointId,
      shippingDetails: ships
        ? {
            carrier: null,
            shippingCostPaise: order.totals.shippingCostPaise,
            weightKg: shipmentWeightKg(order),
            dispatchPoint: { dispatchPointId: order.group.dispatchPointId ?? 'default' },
          }
        : null,
      shipToAddress: ships && address ? (snapshot as DeliveryAddress) : null,
      // reserve-stock took its lines' units in this transaction: a cancel or the expiry gives them back
      stockReserved: true,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(orderLines).values(
      order.lines.map(({ line, totals }, position) => ({
        id: newId(now),
        businessId: customer.businessId,
        orderId: id,
        itemId: line.productId,
        variantId: line.variantId,
        packageId: line.packageId,
        type: line.itemType === 'service' ? ('catalog-service' as const) : ('catalog-product' as const),
        description: line.description,
        quantity: line.quantity,
        quantityUnit: 'pcs',
        groupId: order.group.key,
        basePricePaise: totals.basePricePaise,
        salePricePaise: totals.salePricePaise,
        unitPricePaise: totals.unitPricePaise,
        discountPaise: totals.discountPaise,
        gstPercentage: totals.gstPercentage,
        gstAmountPaise: totals.gstAmountPaise,
        amountPaise: totals.amountPaise,
        position,
      })),
    );
    await tx.insert(paymentMilestones).values({
      id: newId(now),
      businessId: customer.businessId,
      orderId: id,
      label: FIRST_MILESTONE_LABEL,
      amountPaise: order.totals.finalAmountPaise,
      dueDate: dueDateAfter(now),
      status: 'Pending',
      position: 0,
    });
    await tx.insert(orderPipelineStages).values(
      (isService ? SERVICE_PIPELINE : PRODUCT_PIPELINE).map((name, position) => ({
        id: newId(now),
        businessId: customer.businessId,
        orderId: id,
        name,
        status: 'Pending' as const,
        position,
      })),
    );
    written.push({ id, orderNumber, title, status: 'Active', paymentStatus: 'Pending', totals: totalsLines(order.totals, order.gst) });
  }
  return written;
}
