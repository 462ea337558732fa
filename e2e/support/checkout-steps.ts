import { expect, type Page } from '@playwright/test';
import { apiGet, fetchPage } from './api';

const PRODUCTS = '/business_website/catalogue/product/get_catalogue_product_items_for_public';

/** What the journeys read of a catalogue product. */
export interface BuyableProduct {
  name: string;
  slug: string;
  button: string;
  pricing: { priceVisible: boolean };
  inventory: { stockStatus: string };
  variants: unknown[];
  shipping: { available: boolean };
}

/** A shipped, priced, in-stock product of the demo without variants, which its page offers to Buy Now. */
export async function buyableProduct(): Promise<BuyableProduct> {
  const answer = await fetchPage('demo');
  const { data } = await apiGet<{ data: BuyableProduct[] }>(PRODUCTS, { accountTypeId: answer.websitePage.accountTypeId, limit: 100 });
  const buyable = data.find((p) => p.button === 'Buy' && p.pricing.priceVisible && p.shipping.available && p.inventory.stockStatus === 'In Stock' && p.variants.length === 0);
  if (!buyable) throw new Error('the demo seed lost its buyable product');
  return buyable;
}

/**
 * A Bengaluru address (Karnataka, the demo's dispatch state) in the open Add New Address form, found by
 * its pincode, saved: a new address is the delivery address at once, so the sheet closes by itself.
 */
export async function addBengaluruAddress(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Add New Address' });
  await sheet.getByLabel('Full name').fill('Meera Iyer');
  await sheet.getByLabel('Phone').fill('9845011111');
  await sheet.getByLabel('Address line 1').fill('12, 4th Cross, Malleswaram');
  await sheet.getByLabel('Pincode').fill('560003');
  await expect(sheet.getByLabel('City')).not.toHaveValue('');
  await expect(sheet.getByLabel('State')).toHaveValue(/karnataka/i);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toHaveCount(0);
}
