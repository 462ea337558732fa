import { fireEvent, screen, within } from '@testing-library/react';
import { aProduct } from 'shared/testing';
import { aPackage, aVariant } from '../testing/product-builders';
import { renderDetails, snackbarsOf } from './product-details-test-kit';

const maroon = aVariant('Maroon', 3, { basePrice: 18500, salePrice: 15900 });
const green = aVariant('Bottle Green', 5, { basePrice: 18500, salePrice: 15900 });
const mustard = aVariant('Mustard', 0, { basePrice: 18500, salePrice: 15900 });
const saree = aProduct({ name: 'Kanjivaram Silk Saree', variantTitle: 'Colour', variants: [mustard, maroon, green], inventory: { totalQuantity: 8 } });

async function chips() {
  return within(await screen.findByRole('group', { name: /^Colour/ }));
}
const quantityBox = () => screen.getByRole('textbox', { name: 'Quantity' });
const typeQuantity = (value: string) => {
  fireEvent.change(quantityBox(), { target: { value } });
  fireEvent.blur(quantityBox());
};

describe('variant chips', () => {
  it('preselect the first variant in stock and name the choice', async () => {
    renderDetails(saree);
    const group = await chips();
    expect(group.getByRole('button', { name: 'Maroon', pressed: true })).toBeInTheDocument();
    expect(screen.getByText(': Maroon')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 left');
  });

  it("mark an out-of-stock chip disabled, and choosing it anyway answers 'Out of stock'", async () => {
    const { store } = renderDetails(saree);
    const group = await chips();
    const out = group.getByRole('button', { name: /Mustard/ });
    expect(out).toHaveAttribute('aria-disabled', 'true');
    expect(out).toHaveAccessibleName(/^Mustard ?, out of stock$/);
    fireEvent.click(out);
    expect(snackbarsOf(store)).toEqual([{ message: 'Out of stock', severity: 'error' }]);
    expect(group.getByRole('button', { name: 'Maroon', pressed: true })).toBeInTheDocument();
  });

  it('switch the stock shown and reset the quantity to 1 on a change', async () => {
    renderDetails(saree);
    const group = await chips();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantityBox()).toHaveValue('2');
    fireEvent.click(group.getByRole('button', { name: 'Bottle Green' }));
    expect(group.getByRole('button', { name: 'Bottle Green', pressed: true })).toBeInTheDocument();
    expect(quantityBox()).toHaveValue('1');
    expect(screen.getByRole('status')).not.toHaveTextContent('left');
  });

  it("show the chosen variant's price", async () => {
    const small = aVariant('100 g', 40, { basePrice: 320 });
    const large = aVariant('250 g', 12, { basePrice: 760, salePrice: 699 });
    renderDetails(aProduct({ variantTitle: 'Pack', pricing: { basePrice: 320 }, variants: [small, large] }));
    const group = within(await screen.findByRole('group', { name: /^Pack/ }));
    expect(screen.getAllByText('₹320.00').length).toBeGreaterThan(0);
    fireEvent.click(group.getByRole('button', { name: '250 g' }));
    expect(screen.getByText('₹699.00')).toBeInTheDocument();
    expect(screen.getByText('8% OFF')).toBeInTheDocument();
  });

  it("offer a service's packages, first one chosen, with the package price less its discount", async () => {
    const simple = aPackage('Simple', 650);
    const bridal = aPackage('Bridal with embroidery', 2500, { discountPercentage: 10 });
    renderDetails(aProduct({ itemType: 'service', button: 'Book', variantTitle: 'Package', pricing: { basePrice: 650 }, packages: [simple, bridal] }));
    const group = within(await screen.findByRole('group', { name: /^Package/ }));
    expect(group.getByRole('button', { name: 'Simple', pressed: true })).toBeInTheDocument();
    fireEvent.click(group.getByRole('button', { name: 'Bridal with embroidery' }));
    expect(screen.getByText('₹2,250.00')).toBeInTheDocument();
  });

  it('are absent for a product without variants or packages', async () => {
    renderDetails(aProduct());
    await screen.findByRole('article');
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('quantity stepper', () => {
  const product = aProduct({ inventory: { totalQuantity: 4 } });

  it.each([
    ['abc', '1'],
    ['0', '1'],
    ['-2', '1'],
    ['3', '3'],
    ['99', '4'],
  ])('typing %p gives %p by the clamp rule', async (typed, shown) => {
    renderDetails(product);
    await screen.findByRole('article');
    typeQuantity(typed);
    expect(quantityBox()).toHaveValue(shown);
  });

  it('keeps what is typed until the box is left, then applies the rule; Enter applies it too', async () => {
    renderDetails(product);
    await screen.findByRole('article');
    fireEvent.change(quantityBox(), { target: { value: '' } });
    expect(quantityBox()).toHaveValue('');
    fireEvent.change(quantityBox(), { target: { value: '7' } });
    fireEvent.keyDown(quantityBox(), { key: 'Enter' });
    expect(quantityBox()).toHaveValue('4');
  });

  it('steps between 1 and the stock, each end disabling its button', async () => {
    renderDetails(aProduct({ inventory: { totalQuantity: 2 } }));
    await screen.findByRole('article');
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    fireEvent.click(plus);
    expect(quantityBox()).toHaveValue('2');
    expect(plus).toBeDisabled();
    fireEvent.click(minus);
    expect(quantityBox()).toHaveValue('1');
  });

  it('has no ceiling when the stock is not tracked', async () => {
    renderDetails(aProduct({ inventory: { totalQuantity: null }, totalQuantity: null }));
    await screen.findByRole('article');
    typeQuantity('250');
    expect(quantityBox()).toHaveValue('250');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  });
});
