import { fireEvent, screen, within } from '@testing-library/react';
import { readEnquiryData, readOrderItemData, STORAGE_KEYS } from 'shared';
import { aProduct } from 'shared/testing';
import { aPackage, aVariant } from '../testing/product-builders';
import { currentLocation, renderDetails, snackbarsOf } from './product-details-test-kit';

const small = aVariant('S', 6);
const medium = aVariant('M', 9);
const kurta = aProduct({ name: 'Indigo Kurta', slug: 'indigo-kurta', button: 'Buy', variantTitle: 'Size', variants: [small, medium] });

async function choose(variant: string, quantity: string) {
  const group = within(await screen.findByRole('group', { name: /^Size/ }));
  fireEvent.click(group.getByRole('button', { name: variant }));
  const box = screen.getByRole('textbox', { name: 'Quantity' });
  fireEvent.change(box, { target: { value: quantity } });
  fireEvent.blur(box);
}

describe('the action button', () => {
  it('Buy on desktop stores the chosen variant and quantity and opens the chat over this page', async () => {
    const { store } = renderDetails(kurta, { route: '/product-details?name=indigo-kurta' });
    await choose('M', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(readOrderItemData(store.storage)).toMatchObject({ _id: kurta._id, quantity: 3, selectedVariant: medium._id });
    expect(currentLocation()).toBe('/product-details?name=indigo-kurta&chat=open&source=direct_buy');
    expect(store.ui.chat).toEqual({ open: true, source: 'direct_buy' });
  });

  it('Buy on mobile goes to the chat screen with source direct_buy', async () => {
    const { store } = renderDetails(kurta, { isMobile: true });
    await choose('S', '2');
    const bar = screen.getByRole('region', { name: 'Product actions' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Buy Now' }));
    expect(currentLocation()).toBe('/chat?source=direct_buy');
    expect(readOrderItemData(store.storage)).toMatchObject({ quantity: 2, selectedVariant: small._id });
  });

  it('Book stores the chosen package of a service', async () => {
    const solo = aPackage('Solo', 1200, { stock: 12 });
    const couple = aPackage('Couple', 2200, { stock: 6 });
    const workshop = aProduct({ itemType: 'service', button: 'Book', variantTitle: 'Package', inventory: { totalQuantity: null }, totalQuantity: null, packages: [solo, couple] });
    const { store } = renderDetails(workshop);
    fireEvent.click(within(await screen.findByRole('group', { name: /^Package/ })).getByRole('button', { name: 'Couple' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(readOrderItemData(store.storage)).toMatchObject({ selectedPackage: couple._id, selectedVariant: null, quantity: 1 });
  });

  it('Chat sends an enquiry with price data and removes a stored plain one', async () => {
    const lamp = aProduct({ button: 'Chat' });
    const { store } = renderDetails(lamp);
    store.storage.writeJson(STORAGE_KEYS.webOrderSendEnquiryRequestItemData, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat Now' }));
    const enquiry = readEnquiryData(store.storage);
    expect(enquiry?.withPrice).toBe(true);
    expect(enquiry?.items).toHaveLength(1);
    expect(enquiry?.items[0]).toMatchObject({ _id: lamp._id, quantity: 1, pricing: lamp.pricing });
    expect(store.storage.readString(STORAGE_KEYS.webOrderSendEnquiryRequestItemData)).toBeNull();
    expect(currentLocation()).toBe(`/product-details?name=${lamp.slug}&chat=open&source=send_enquiry_request`);
  });

  it('a hidden price sends a plain enquiry, without prices', async () => {
    const patola = aProduct({ button: 'Contact', pricing: { priceVisible: false } });
    const { store } = renderDetails(patola, { isMobile: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Enquiry Request' }));
    const enquiry = readEnquiryData(store.storage);
    expect(enquiry?.withPrice).toBe(false);
    expect(enquiry?.items[0]).not.toHaveProperty('pricing');
    expect(currentLocation()).toBe('/chat?source=send_enquiry_request');
  });
});

describe('Add to Cart', () => {
  it('adds the chosen variant and quantity to the cart', async () => {
    const { store } = renderDetails(kurta);
    await choose('M', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.cart.items).toHaveLength(1);
    expect(store.cart.items[0]).toMatchObject({ _id: kurta._id, selectedVariant: medium._id, quantity: 2 });
    expect(snackbarsOf(store)).toContainEqual({ message: 'Added to cart', severity: 'success' });
  });
});
