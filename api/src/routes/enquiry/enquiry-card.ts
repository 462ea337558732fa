import { cartLineTotal, defaultDetailVariant, defaultPackage, roundToPaise } from 'shared/rules';
import { CHAT_MESSAGE_MAX_CHARS, enquiryTitle, type EnquiryCard, type EnquiryItemInput, type Product } from '../../contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { loadPublicProducts } from '../../repositories/product-query';

export const ENQUIRY_CARD_ERRORS = {
  unknownItem: () => AppError.notFound('PRODUCT_NOT_FOUND', 'An item of the enquiry is not on sale here'),
  unknownChoice: () => AppError.badRequest('The chosen variant or package does not belong to its item'),
} as const;

/** The variant and package a line names (which must be the item's), else the item's defaults, as the cart picks them. */
function choiceOf(product: Product, line: EnquiryItemInput) {
  const variantId = line.variantId?.toLowerCase();
  const packageId = line.packageId?.toLowerCase();
  const variant = variantId ? product.variants.find((v) => v._id === variantId) : defaultDetailVariant(product.variants);
  const pkg = packageId ? product.packages.find((p) => p._id === packageId) : defaultPackage(product.packages);
  if ((variantId && !variant) || (packageId && !pkg)) throw ENQUIRY_CARD_ERRORS.unknownChoice();
  return { variant, pkg };
}

/**
 * The card of an enquiry, read from the business's catalogue: every item must be a published item of
 * this business of the named type (404 otherwise) and its choice one of its own (400). Only the
 * detailed kind carries prices, each the line's price with tax as the cart shows it, and null where the
 * business hides it; the total sums the priced lines.
 */
export async function enquiryCardOf(db: Database, businessId: string, withPrice: boolean, lines: readonly EnquiryItemInput[]): Promise<EnquiryCard> {
  const items = await loadPublicProducts(db, businessId, [...new Set(lines.map((line) => line.productId.toLowerCase()))]);
  const cardLines = lines.map((line) => {
    const product = items.get(line.productId.toLowerCase());
    if (!product || product.itemType !== line.itemType) throw ENQUIRY_CARD_ERRORS.unknownItem();
    const { variant, pkg } = choiceOf(product, line);
    const price = withPrice
      ? cartLineTotal({
          pricing: product.pricing,
          quantity: line.quantity,
          variants: product.variants,
          packages: product.packages,
          selectedVariant: variant?._id ?? null,
          selectedPackage: pkg?._id ?? null,
        })
      : null;
    return {
      productId: product._id,
      name: product.name,
      image: product.images[0] ?? null,
      choice: pkg?.name ?? variant?.name ?? null,
      quantity: line.quantity,
      price,
    };
  });
  const priced = cardLines.flatMap((line) => (line.price === null ? [] : [line.price]));
  const total = priced.length > 0 ? roundToPaise(priced.reduce((sum, price) => sum + price, 0)) : null;
  return { kind: 'enquiry', withPrice, items: cardLines, total };
}

/** The message line of an enquiry card: its title and items, for previews and notifications. */
export function enquiryText(card: EnquiryCard): string {
  const text = `${enquiryTitle(card.withPrice)}: ${card.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}`;
  return text.length > CHAT_MESSAGE_MAX_CHARS ? `${text.slice(0, CHAT_MESSAGE_MAX_CHARS - 1)}…` : text;
}
