import { productShareUrl, shareLink } from './share-product';

const data = { title: 'Silk Saree', url: 'https://demo.example.in/product-details?name=silk-saree' };
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('shareLink', () => {
  it('uses the share sheet when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    expect(await shareLink(data, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the sheet', async () => {
    const writeText = jest.fn();
    expect(await shareLink(data, { share: jest.fn().mockRejectedValue(abort()), writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when the sheet fails', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    expect(await shareLink(data, { share: jest.fn().mockRejectedValue(new Error('NotAllowedError')), writeText })).toBe('copied');
  });

  it('fails when the clipboard refuses or is missing', async () => {
    expect(await shareLink(data, { writeText: jest.fn().mockRejectedValue(new Error('denied')) })).toBe('failed');
    expect(await shareLink(data, {})).toBe('failed');
  });
});

describe('productShareUrl', () => {
  it("keeps only the product's name in the query", () => {
    expect(productShareUrl('http://demo.localhost:3000', '/product-details', 'kota doria')).toBe('http://demo.localhost:3000/product-details?name=kota+doria');
  });
});
