import type { Address, Catalogue, PageAnswer, Product, Section, SectionValue, WebsitePage } from 'shared';

/** Test data builders: valid wire objects with overridable fields, so each test states only what it is about. */

let counter = 0;
/** A fresh 24-hex id. */
export function anId(): string {
  counter += 1;
  return counter.toString(16).padStart(24, '0');
}

export const ACCOUNT_TYPE_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';

export function aSection(name: string, values: SectionValue[] = [], overrides: Partial<Section> = {}): Section {
  return { _id: anId(), name, status: 'show', viewMode: 'both', indexPosition: 0, values, ...overrides };
}

export function aPage(sections: Section[] = [], overrides: Partial<WebsitePage> = {}): WebsitePage {
  return {
    _id: anId(),
    accountTypeId: ACCOUNT_TYPE_ID,
    keyValue: 'home',
    customRoute: '/',
    title: 'Home',
    description: '',
    templateId: { slug: 'e-commerce-catalogue' },
    colorPalette: { primary: '#10B981', secondary: '#0f766e', background: '#ffffff', text: '#0f172a' },
    sections,
    ...overrides,
  };
}

export function anAnswer(page: WebsitePage = aPage()): PageAnswer {
  return {
    message: 'success',
    websitePage: page,
    logo: null,
    businessName: 'Kanchi Weaves',
    isPremium: true,
    installedWidgets: [],
    headerSection: null,
    footerSection: null,
    mobFooterSection: null,
    pages: [],
  };
}

export function aCatalogue(overrides: Partial<Catalogue> = {}): Catalogue {
  return {
    _id: anId(),
    slug: 'sarees',
    name: 'Sarees',
    description: '',
    image: '/uploads/sarees.jpg',
    type: 'product',
    accountTypeId: ACCOUNT_TYPE_ID,
    subcategories: [],
    totalItems: 4,
    ...overrides,
  };
}

type ProductOverrides = Omit<Partial<Product>, 'pricing' | 'inventory'> & {
  pricing?: Partial<Product['pricing']>;
  inventory?: Partial<Product['inventory']>;
};

export function aProduct(overrides: ProductOverrides = {}): Product {
  const { pricing, inventory, ...rest } = overrides;
  const catalogueId = anId();
  return {
    _id: anId(),
    itemType: 'product',
    slug: 'silk-saree',
    name: 'Silk Saree',
    description: 'Handwoven silk.',
    images: ['/uploads/silk-saree.jpg'],
    video: null,
    price: 1000,
    rating: 0,
    reviewCount: 0,
    featured: false,
    flashSale: false,
    tags: [],
    button: 'Buy',
    variantTitle: null,
    status: 'Published',
    catalogueId: { _id: catalogueId, slug: 'sarees', name: 'Sarees' },
    categoryId: null,
    pricing: { basePrice: 1000, salePrice: null, taxApplicable: false, taxRate: 0, discountPercentage: null, priceVisible: true, ...pricing },
    inventory: { totalQuantity: 20, stockStatus: 'In Stock', ...inventory },
    totalQuantity: inventory?.totalQuantity ?? 20,
    shipping: { available: true, weight: null, dimensions: null, cost: 0 },
    dispatchPoints: [],
    variants: [],
    packages: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...rest,
  };
}

/** The product list call's answer around `products`. */
export function aProductList(products: Product[]) {
  return { message: 'success' as const, data: products, size: products.length > 0 ? 1 : 0, total: products.length, maxSalePrice: 1000 };
}

/** The catalogue list call's answer around `catalogues`. */
export function aCatalogueList(catalogues: Catalogue[]) {
  return { message: 'success' as const, data: catalogues };
}

/** A customer's delivery address, valid for the address contract. */
export const anAddress = (change: Partial<Address> = {}): Address => ({
  _id: anId(),
  type: 'home',
  name: 'Home',
  fullName: 'Asha Rao',
  countryCode: '+91',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  isDefault: false,
  ...change,
});
