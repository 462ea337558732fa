import { apiFieldErrors } from './api-field-errors';

const FORM_FIELDS = new Set(['name', 'hsnCode', 'salePricePaise', 'variants.0.stock', 'images.1']);
const known = (field: string) => FORM_FIELDS.has(field);

describe('apiFieldErrors', () => {
  it("puts each of a validation answer's fields beside its own box", () => {
    expect(apiFieldErrors('Invalid body: hsnCode: must be 4 to 8 digits; variants.0.stock: Too small: expected number to be >=0', known)).toEqual({
      fields: { hsnCode: 'must be 4 to 8 digits', 'variants.0.stock': 'Too small: expected number to be >=0' },
      general: null,
    });
  });

  it('reads a rule checked after validation, which names its field without a colon', () => {
    expect(apiFieldErrors('salePricePaise must not be above the base price', known)).toEqual({ fields: { salePricePaise: 'must not be above the base price' }, general: null });
  });

  it("reads the server's refusal of a photo that is not the business's own", () => {
    expect(apiFieldErrors("Invalid body: images.1: must be an image uploaded to this business's site", known).fields).toEqual({ 'images.1': "must be an image uploaded to this business's site" });
  });

  it('keeps a message that names no field the form shows as the general message, whole', () => {
    expect(apiFieldErrors('Category not found', known)).toEqual({ fields: {}, general: 'Category not found' });
    expect(apiFieldErrors('Invalid body: status: Invalid option', known)).toEqual({ fields: {}, general: 'Invalid body: status: Invalid option' });
  });

  it('keeps what is left over when some fields were placed', () => {
    expect(apiFieldErrors('Invalid body: name: is required; status: Invalid option', known)).toEqual({ fields: { name: 'is required' }, general: 'status: Invalid option' });
  });
});
