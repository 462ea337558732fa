import { aProduct } from './owner-catalogue-test-kit';
import { PRODUCT_FORM_MESSAGES, ProductForm } from './product-form';
import { RUPEE_INPUT_MESSAGES } from './rupee-input';

function filled(extra: (form: ProductForm) => void = () => {}) {
  const form = new ProductForm('c1');
  form.set('name', '  Terracotta Pot ');
  form.set('price', '1,499.50');
  extra(form);
  return form;
}

describe('ProductForm', () => {
  it('sends rupees typed by the owner as paise, and a blank sale price as no sale', () => {
    const form = filled((f) => f.set('stock', '12'));
    expect(form.validate()).toMatchObject({ catalogueId: 'c1', name: 'Terracotta Pot', basePricePaise: 149_950, salePricePaise: null, stock: 12, status: 'Draft', images: [], variants: [] });
  });

  it('treats a sale price of 0 as no sale, as the shop does', () => {
    expect(filled((f) => { f.set('salePrice', '0'); f.set('stock', '1'); }).validate()).toMatchObject({ salePricePaise: null });
  });

  it.each([
    ['a sale price above the price', (f: ProductForm) => f.set('salePrice', '1500'), 'salePricePaise', PRODUCT_FORM_MESSAGES.saleAboveBase],
    ['a price of three decimals', (f: ProductForm) => f.set('price', '10.005'), 'basePricePaise', RUPEE_INPUT_MESSAGES.invalid],
    ['no price', (f: ProductForm) => f.set('price', ''), 'basePricePaise', RUPEE_INPUT_MESSAGES.required],
    ['a price of 0', (f: ProductForm) => f.set('price', '0'), 'basePricePaise', PRODUCT_FORM_MESSAGES.priceAboveZero],
    ['no name', (f: ProductForm) => f.set('name', '   '), 'name', PRODUCT_FORM_MESSAGES.nameRequired],
    ['a short HSN code', (f: ProductForm) => f.set('hsnCode', '12'), 'hsnCode', PRODUCT_FORM_MESSAGES.hsnCode],
    ['a stock of 2.5', (f: ProductForm) => f.set('stock', '2.5'), 'stock', PRODUCT_FORM_MESSAGES.wholeNumber],
    ['a charged delivery without a charge', (f: ProductForm) => f.setFreeShipping(false), 'shipping.costPaise', RUPEE_INPUT_MESSAGES.required],
  ])('refuses %s beside its box and sends nothing', (_case, change, field, message) => {
    const form = filled((f) => f.set('stock', '3'));
    change(form);
    expect(form.validate()).toBeNull();
    expect(form.errors[field]).toBe(message);
  });

  it('sends "not tracked" stock as null', () => {
    expect(filled((f) => f.setStockTracked(false)).validate()).toMatchObject({ stock: null });
  });

  it('sends variants each with its own price in paise and stock, and no item stock of its own', () => {
    const form = filled();
    form.set('variantTitle', 'Size');
    form.addVariant();
    form.addVariant();
    const [m, l] = form.variants;
    form.setVariant(m!.key, 'name', 'M');
    form.setVariant(m!.key, 'stock', '4');
    form.setVariant(l!.key, 'name', 'L');
    form.setVariant(l!.key, 'price', '1600');
    form.setVariant(l!.key, 'salePrice', '');
    form.setVariant(l!.key, 'stock', '2');
    expect(form.validate()).toMatchObject({
      stock: null,
      variantTitle: 'Size',
      variants: [
        { name: 'M', basePricePaise: 149_950, salePricePaise: null, stock: 4 },
        { name: 'L', basePricePaise: 160_000, salePricePaise: null, stock: 2 },
      ],
    });
    form.removeVariant(m!.key);
    expect(form.validate()).toMatchObject({ variants: [{ name: 'L' }] });
  });

  it("names a variant's error by its row", () => {
    const form = filled();
    form.addVariant();
    expect(form.validate()).toBeNull();
    expect(form.errors).toMatchObject({ 'variants.0.name': PRODUCT_FORM_MESSAGES.variantName, 'variants.0.stock': PRODUCT_FORM_MESSAGES.wholeNumber });
  });

  it("opens an item as the owner typed it, and sends back the same values untouched", () => {
    const product = aProduct({ shipping: { available: true, weightKg: 1.5, free: false, costPaise: 4_950 } });
    const form = new ProductForm('c2', product);
    expect([form.price, form.salePrice, form.shippingCost, form.weightKg, form.stock]).toEqual(['12499', '10999', '49.50', '1.5', '4']);
    expect(form.validate()).toEqual({
      productId: 'p1',
      catalogueId: 'c1',
      categoryId: 'k1',
      name: product.name,
      description: product.description,
      images: product.images,
      basePricePaise: product.basePricePaise,
      salePricePaise: product.salePricePaise,
      gstRate: 5,
      hsnCode: '5007',
      stock: 4,
      variantTitle: null,
      variants: [],
      status: 'Published',
      priceVisible: true,
      shipping: { available: true, weightKg: 1.5, free: false, costPaise: 4_950 },
      dispatchPointIds: ['d1'],
    });
  });

  it('keeps an archived item archived unless the owner picks a status', () => {
    const form = new ProductForm('c1', aProduct({ status: 'Archived' }));
    expect(form.validate()).not.toHaveProperty('status');
    form.setStatus('Published');
    expect(form.validate()).toHaveProperty('status', 'Published');
  });

  it("puts the API's refusal beside its box and keeps everything typed", () => {
    const form = filled((f) => f.set('hsnCode', '12345'));
    form.showApiError('Invalid body: hsnCode: must be 4 to 8 digits; variants: Too big');
    expect(form.errors.hsnCode).toBe('must be 4 to 8 digits');
    expect(form.errors.variants).toBe('Too big');
    expect([form.name, form.price, form.hsnCode]).toEqual(['  Terracotta Pot ', '1,499.50', '12345']);
    form.set('hsnCode', '1234');
    expect(form.errors.hsnCode).toBeUndefined();
  });

  it('reorders and removes photos, never more than the limit', () => {
    const form = filled();
    for (let i = 0; i < 10; i += 1) form.addImage(`/uploads/demo/images/${i}`);
    expect(form.images).toHaveLength(8);
    form.moveImage(2, -1);
    expect(form.images.slice(0, 3)).toEqual(['/uploads/demo/images/0', '/uploads/demo/images/2', '/uploads/demo/images/1']);
    form.moveImage(0, -1);
    expect(form.images[0]).toBe('/uploads/demo/images/0');
    form.removeImage(0);
    expect(form.images[0]).toBe('/uploads/demo/images/2');
  });
});
