import { fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_PRODUCT_FILTERS, type ProductFilters } from 'shared/rules';
import { FiltersSheet } from './FiltersSheet';

function renderSheet(filters: ProductFilters = DEFAULT_PRODUCT_FILTERS, sliderMax = 1000, search = '') {
  const onApply = jest.fn();
  const onClose = jest.fn();
  render(
    <>
      <button type="button">Filters &amp; Sort</button>
      <FiltersSheet filters={filters} sliderMax={sliderMax} search={search} onApply={onApply} onClose={onClose} />
    </>,
  );
  const sheet = screen.getByRole('dialog', { name: 'Filters & Sort' });
  const apply = () => fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
  const applied = (): ProductFilters => onApply.mock.calls.at(-1)?.[0];
  return { sheet, onApply, onClose, apply, applied };
}

describe('FiltersSheet', () => {
  it('is a modal dialog that takes the focus and keeps the page still', () => {
    const { sheet } = renderSheet();
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('offers the sort options, name (A-Z) chosen by default', () => {
    const { sheet } = renderSheet();
    const sort = within(sheet).getByRole('group', { name: 'Sort by' });
    expect(within(sort).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Name (A-Z)',
      'Price: Low to High',
      'Price: High to Low',
      'Rating',
      'Newest',
    ]);
    expect(within(sort).getByRole('radio', { name: 'Name (A-Z)' })).toBeChecked();
  });

  it("offers 'Relevance' only while a search word is given: first, chosen by default, and Reset goes back to it", () => {
    const { sheet, apply, applied } = renderSheet({ ...DEFAULT_PRODUCT_FILTERS, sortBy: 'relevance' }, 1000, 'silk');
    const sort = within(sheet).getByRole('group', { name: 'Sort by' });
    const labels = within(sort).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['Relevance', 'Name (A-Z)', 'Price: Low to High', 'Price: High to Low', 'Rating', 'Newest']);
    expect(within(sort).getByRole('radio', { name: 'Relevance' })).toBeChecked();
    fireEvent.click(within(sort).getByRole('radio', { name: 'Price: Low to High' }));
    apply();
    expect(applied().sortBy).toBe('price-low');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Reset' }));
    apply();
    expect(applied().sortBy).toBe('relevance');
  });

  it('applies the toggles and the sort order only with Apply', () => {
    const { sheet, onApply, apply, applied } = renderSheet();
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'In stock only' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Free shipping' }));
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Newest' }));
    expect(onApply).not.toHaveBeenCalled();
    apply();
    expect(applied()).toEqual({ ...DEFAULT_PRODUCT_FILTERS, inStockOnly: true, freeShipping: true, sortBy: 'newest' });
  });

  it('chooses a minimum rating, and choosing the same one again resets it to 0', () => {
    const { sheet, apply, applied } = renderSheet();
    const four = within(sheet).getByRole('button', { name: '4 stars & up' });
    fireEvent.click(four);
    expect(four).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(sheet).getByRole('button', { name: '2 stars & up' }));
    expect(four).toHaveAttribute('aria-pressed', 'false');
    apply();
    expect(applied().minRating).toBe(2);
    fireEvent.click(within(sheet).getByRole('button', { name: '2 stars & up' }));
    apply();
    expect(applied().minRating).toBe(0);
  });

  it('never lets the minimum price pass the maximum, nor the maximum drop below the minimum', () => {
    const { sheet, apply, applied } = renderSheet();
    const min = within(sheet).getByRole('slider', { name: 'Minimum price' });
    const max = within(sheet).getByRole('slider', { name: 'Maximum price' });
    expect(max).toHaveValue('1000');
    fireEvent.change(max, { target: { value: '600' } });
    fireEvent.change(min, { target: { value: '800' } });
    expect(min).toHaveValue('600');
    fireEvent.change(min, { target: { value: '200' } });
    fireEvent.change(max, { target: { value: '100' } });
    expect(max).toHaveValue('200');
    expect(min).toHaveAttribute('aria-valuetext', '₹200');
    apply();
    expect(applied().priceRange).toEqual([200, 200]);
  });

  it('sends no price range for the whole slider', () => {
    const { sheet, apply, applied } = renderSheet({ ...DEFAULT_PRODUCT_FILTERS, priceRange: [100, 500] });
    fireEvent.change(within(sheet).getByRole('slider', { name: 'Minimum price' }), { target: { value: '0' } });
    fireEvent.change(within(sheet).getByRole('slider', { name: 'Maximum price' }), { target: { value: '1000' } });
    apply();
    expect(applied().priceRange).toBeNull();
  });

  it('starts from the filters in force, and Reset goes back to the defaults', () => {
    const current: ProductFilters = { inStockOnly: true, freeShipping: false, onSale: true, minRating: 3, priceRange: [50, 400], sortBy: 'rating' };
    const { sheet, apply, applied } = renderSheet(current);
    expect(within(sheet).getByRole('checkbox', { name: 'On sale' })).toBeChecked();
    expect(within(sheet).getByRole('slider', { name: 'Maximum price' })).toHaveValue('400');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Reset' }));
    expect(within(sheet).getByRole('checkbox', { name: 'On sale' })).not.toBeChecked();
    apply();
    expect(applied()).toEqual(DEFAULT_PRODUCT_FILTERS);
  });

  it('closes without applying on Escape, the close button and the backdrop', () => {
    const { sheet, onClose, onApply } = renderSheet();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(document.querySelector('.sf-sheet-layer') as Element);
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the sheet', () => {
    const { sheet } = renderSheet();
    const close = within(sheet).getByRole('button', { name: 'Close' });
    const applyButton = within(sheet).getByRole('button', { name: 'Apply' });
    applyButton.focus();
    fireEvent.keyDown(sheet, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(sheet, { key: 'Tab', shiftKey: true });
    expect(applyButton).toHaveFocus();
  });
});
