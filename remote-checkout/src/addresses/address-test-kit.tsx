import { useState, type ReactNode } from 'react';
import { ApiError, useStore, type Address, type Customer } from 'shared';
import { ADDRESS_PATHS } from 'shared/constants';
import { anId, fakeApi } from 'shared/testing';

/** The customer the address tests are logged in as. */
export const CUSTOMER: Customer = { customerId: 'c0ffee00c0ffee00c0ffee00', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };

type Body = Record<string, unknown>;
type Schema = { parse: (v: unknown) => unknown };

/** The post offices the pincode lookup knows; any other pincode is not found, as the server says. */
const KNOWN_PINCODES: Record<string, { district: string; state: string }> = {
  '560001': { district: 'Bangalore', state: 'Karnataka' },
  '110001': { district: 'Central Delhi', state: 'Delhi' },
};

/**
 * The address routes over an in-memory list, as the server answers them: one default at a time.
 * `addFails`: adding an address fails as a server error does.
 */
export function addressServer(initial: Address[], { addFails = false } = {}) {
  let list = [...initial];
  const answer = () => ({ message: 'success', data: list });
  const get = jest.fn(async (path: string, query: Record<string, string>, schema: Schema) => {
    if (path === ADDRESS_PATHS.list) return schema.parse(answer());
    if (path === ADDRESS_PATHS.pincode) {
      const place = query.pincode ? KNOWN_PINCODES[query.pincode] : undefined;
      if (place) return schema.parse({ message: 'success', data: { pincode: query.pincode, ...place, circle: place.state, postOffices: [] } });
      throw new ApiError(404, 'PINCODE_NOT_FOUND', 'Invalid pincode or no delivery available');
    }
    throw new Error(`no answer for ${path}`);
  });
  const post = jest.fn(async (path: string, body: Body, schema: Schema) => {
    if (path === ADDRESS_PATHS.add) {
      if (addFails) throw new ApiError(500, 'INTERNAL_ERROR', '');
      list = [...list, { ...(body.deliveryAddress as Address), _id: anId() }];
      return schema.parse(answer());
    }
    if (path === ADDRESS_PATHS.delete) {
      list = list.filter((a) => a._id !== body.addressId);
      return schema.parse({ success: true });
    }
    if (path === ADDRESS_PATHS.update) {
      const updated = { ...(body.updatedAddress as Address), _id: body.addressId as string };
      list = list.map((a) => (a._id === updated._id ? updated : updated.isDefault ? { ...a, isDefault: false } : a));
      return schema.parse({ message: 'success', data: updated });
    }
    throw new Error(`no answer for ${path}`);
  });
  return Object.assign(fakeApi(), { get, post });
}

/** Starts CUSTOMER's session before its children first render. */
export function LoggedIn({ children }: { children: ReactNode }) {
  const { session } = useStore();
  useState(() => session.startSession(CUSTOMER, 'access-token'));
  return <>{children}</>;
}
