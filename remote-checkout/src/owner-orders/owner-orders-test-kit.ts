/** Builders and a fake API for the owner's orders tests. Never imported by application code. */
import type { OwnerOrder, OwnerOrderRow } from 'shared';
import { anId } from 'shared/testing';
import type { OwnerOrdersApi, OrdersPage } from './owner-orders-api';
import { OwnerOrdersStore } from './owner-orders-store';

const customer = { _id: anId(), name: 'Asha Nair', countryCode: '+91', phoneNumber: '9876543210' };

export function aRow(overrides: Partial<OwnerOrderRow> = {}): OwnerOrderRow {
  return {
    _id: anId(),
    orderId: 'KHH-1001',
    title: 'Kanjivaram Silk Saree',
    createdDate: '2026-11-20T10:00:00.000Z',
    status: 'Active',
    paymentStatus: 'Pending',
    stage: 'Confirmed',
    customer,
    itemCount: 1,
    finalAmount: 2360,
    awaitingConfirmation: false,
    ...overrides,
  };
}

const stage = (name: string, done: boolean) => ({
  _id: anId(),
  name,
  status: done ? ('Completed' as const) : ('Pending' as const),
  completedAt: done ? '2026-11-21T06:30:00.000Z' : null,
  completedBy: done ? { _id: anId(), name: 'Lakshmi' } : null,
});

/** A product order placed with an address, packed, its UPI payment reported and waiting for the owner. */
export function anOrder(overrides: Partial<OwnerOrder> = {}): OwnerOrder {
  const milestoneId = anId();
  return {
    _id: anId(),
    orderId: 'KHH-1001',
    title: 'Kanjivaram Silk Saree',
    status: 'Active',
    cancelReason: null,
    finalAmount: 2360,
    totals: { subtotal: 2360, totalDiscount: 0, totalGst: 360, gst: { cgst: 180, sgst: 180, igst: 0 }, shippingCost: 0, total: 2360 },
    createdDate: '2026-11-20T10:00:00.000Z',
    mode: 'product',
    paymentStatus: 'Pending',
    items: [],
    paymentMilestones: [{ _id: milestoneId, label: 'Full payment', amount: 2360, dueDate: '2026-11-21', status: 'Pending', submission: { utr: '412345678901', submittedAt: '2026-11-20T11:00:00.000Z' } }],
    pipelineStages: [],
    customer,
    lines: [{ description: 'Kanjivaram Silk Saree (Maroon)', quantity: 1, quantityUnit: 'pcs', unitPrice: 2360, gstPercentage: 18, gstAmount: 360, amount: 2360 }],
    shipTo: { fullName: 'Asha Nair', countryCode: '+91', phone: '9876543210', addressLine1: '42, 3rd Cross, Malleshwaram', addressLine2: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560003' },
    shipment: null,
    stages: [stage('Confirmed', true), stage('Packed', true), stage('Shipped', false), stage('Delivered', false)],
    attempts: [{ _id: anId(), milestoneId, kind: 'manual', status: 'created', amount: 2360, utr: '412345678901', createdAt: '2026-11-20T11:00:00.000Z', decision: null }],
    ...overrides,
  };
}

/** An order the customer confirmed as cash on delivery, nothing reported or paid yet. */
export function aCodOrder(overrides: Partial<OwnerOrder> = {}): OwnerOrder {
  const order = anOrder();
  return anOrder({
    cashOnDelivery: true,
    paymentMilestones: order.paymentMilestones.map((m) => ({ ...m, submission: null })),
    attempts: [],
    ...overrides,
  });
}

export function fakeOrdersApi(rows: OwnerOrderRow[], order: OwnerOrder = anOrder()) {
  const page = (list: OwnerOrderRow[], total = list.length): OrdersPage => ({ orders: list, page: 1, pageSize: 20, total });
  const api = {
    list: jest.fn<Promise<OrdersPage>, Parameters<OwnerOrdersApi['list']>>(async () => page(rows)),
    order: jest.fn<Promise<OwnerOrder>, [string]>(async () => order),
    moveStage: jest.fn<ReturnType<OwnerOrdersApi['moveStage']>, Parameters<OwnerOrdersApi['moveStage']>>(async () => order),
    confirmPayment: jest.fn<ReturnType<OwnerOrdersApi['confirmPayment']>, Parameters<OwnerOrdersApi['confirmPayment']>>(async (orderId, milestoneId) => ({
      orderId,
      milestoneId,
      milestoneStatus: 'Paid',
      paymentStatus: 'Paid',
      decidedBy: anId(),
      decidedAt: '2026-11-20T12:00:00.000Z',
    })),
    codOutcome: jest.fn<ReturnType<OwnerOrdersApi['codOutcome']>, Parameters<OwnerOrdersApi['codOutcome']>>(async () => order),
    exportCsv: jest.fn<Promise<Blob>, Parameters<OwnerOrdersApi['exportCsv']>>(async () => new Blob(['Order number\r\n'], { type: 'text/csv' })),
    invoicePdf: jest.fn<Promise<Blob>, Parameters<OwnerOrdersApi['invoicePdf']>>(async () => new Blob(['%PDF-1.3'], { type: 'application/pdf' })),
  } satisfies OwnerOrdersApi;
  const saved: { blob: Blob; name: string }[] = [];
  const store = new OwnerOrdersStore(api, (blob, name) => saved.push({ blob, name }));
  return { api, store, saved, page };
}

/** Lets the fake API's answers land. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
