import { createOrderBlock, DELIVERY_ADDRESS_REQUIRED, isCreateOrderDisabled, type CreateOrderGuardInput } from './create-order-guard';

const ready: CreateOrderGuardInput = { lineCount: 2, shippingIssueCount: 0, hasShippableProduct: true, hasAddress: true };

describe('Create Order guard', () => {
  it.each<[string, Partial<CreateOrderGuardInput>, string | null]>([
    ['ready', {}, null],
    ['empty cart', { lineCount: 0 }, 'empty-cart'],
    ['empty cart wins over everything', { lineCount: 0, shippingIssueCount: 1, hasAddress: false }, 'empty-cart'],
    ['shipping issues', { shippingIssueCount: 1 }, 'shipping-issues'],
    ['shippable product without address', { hasAddress: false }, 'address-required'],
    ['services only need no address', { hasShippableProduct: false, hasAddress: false }, null],
  ])('%s', (_name, over, expected) => {
    const input = { ...ready, ...over };
    expect(createOrderBlock(input)).toBe(expected);
    expect(isCreateOrderDisabled(input)).toBe(expected !== null);
  });

  it('names the address requirement as the specification writes it', () => {
    expect(DELIVERY_ADDRESS_REQUIRED).toBe('Delivery Address Required');
  });
});
