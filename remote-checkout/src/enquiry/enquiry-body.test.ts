import { enquiryItemOf } from 'shared';
import { clientMessageIdSchema, sendEnquiryBodySchema } from 'shared/contracts';
import { aProduct, anId } from 'shared/testing';
import { enquiryBodyOf, newEnquiryMessageId } from './enquiry-body';

describe('enquiryBodyOf', () => {
  it('names the items by id, choice and quantity only, in a body the route accepts', () => {
    const pkg = { _id: anId(), name: 'Express', description: '', price: 250, discountPercentage: 10, stock: null };
    const service = aProduct({ itemType: 'service', packages: [pkg] });
    const body = enquiryBodyOf({ withPrice: false, items: [enquiryItemOf(service, { quantity: 3 })] }, 'c0ffee00c0ffee00c0ffee00', newEnquiryMessageId());
    expect(body.items).toEqual([{ productId: service._id, variantId: null, packageId: pkg._id, quantity: 3, itemType: 'service' }]);
    expect(sendEnquiryBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('newEnquiryMessageId', () => {
  it('makes a valid client message id with or without crypto.randomUUID, a new one each time', () => {
    const withUuid = newEnquiryMessageId({ randomUUID: () => '0f8fad5b-d9cb-469f-a165-70867728950e', getRandomValues: (a) => a });
    expect(withUuid).toBe('0f8fad5bd9cb469fa16570867728950e');
    const fromBytes = newEnquiryMessageId({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => (new Uint8Array((array as unknown as Uint8Array).length).fill(171) as unknown as T) });
    expect(fromBytes).toBe('ab'.repeat(16));
    for (const id of [withUuid, fromBytes, newEnquiryMessageId()]) expect(clientMessageIdSchema.safeParse(id).success).toBe(true);
    expect(newEnquiryMessageId()).not.toBe(newEnquiryMessageId());
  });
});
