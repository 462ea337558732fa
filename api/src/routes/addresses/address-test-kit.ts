/** Test helpers of the address routes: a valid address and calls as a person. */
import { ADDRESS_PATHS, type AddressInput } from '../../contracts';
import type { TestContext } from '../../test/databases';
import { call, type Person } from '../../test/people-and-orders';

/** A complete address the form would accept. */
export const homeAddress = (change: Partial<AddressInput> = {}): AddressInput => ({
  type: 'home',
  name: 'Home',
  fullName: 'Asha Rao',
  countryCode: '+91',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: 'Near the metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  isDefault: false,
  ...change,
});

export const listOf = (ctx: TestContext, who: Person) =>
  call<{ data: { _id: string; name: string; isDefault: boolean }[] }>(ctx, 'GET', ADDRESS_PATHS.list, { token: who.token, query: { customerId: who.id } });

export const addFor = (ctx: TestContext, who: Person, address: AddressInput = homeAddress()) =>
  call<{ data: { _id: string; name: string; isDefault: boolean }[] }>(ctx, 'POST', ADDRESS_PATHS.add, {
    token: who.token,
    body: { customerId: who.id, deliveryAddress: address },
  });

export const updateFor = (ctx: TestContext, who: Person, addressId: string, address: AddressInput) =>
  call<{ data: Record<string, unknown> }>(ctx, 'POST', ADDRESS_PATHS.update, { token: who.token, body: { customerId: who.id, addressId, updatedAddress: address } });

export const deleteFor = (ctx: TestContext, who: Person, addressId: string) =>
  call(ctx, 'POST', ADDRESS_PATHS.delete, { token: who.token, body: { customerId: who.id, addressId } });
