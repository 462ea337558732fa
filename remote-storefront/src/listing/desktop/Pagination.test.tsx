import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './Pagination';

const numbers = () => screen.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent);

describe('Pagination', () => {
  it('is not drawn for one page or none', () => {
    const { container, rerender } = render(<Pagination current={1} total={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination current={1} total={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists every page up to 7', () => {
    render(<Pagination current={4} total={7} onChange={() => {}} />);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(screen.queryByText('…')).toBeNull();
  });

  it.each([
    [1, ['1', '2', '3', '4', '5', '20'], 1],
    [10, ['1', '9', '10', '11', '20'], 2],
    [20, ['1', '16', '17', '18', '19', '20'], 1],
  ])('at page %p of 20 shows %p with %p ellipses', (current, shown, gaps) => {
    render(<Pagination current={current} total={20} onChange={() => {}} />);
    expect(numbers()).toEqual(shown);
    expect(screen.getAllByText('…')).toHaveLength(gaps);
    expect(screen.getByRole('button', { name: `Page ${current}` })).toHaveAttribute('aria-current', 'page');
  });

  it('moves with Previous, Next and the numbers, and disables the ends', () => {
    const onChange = jest.fn();
    const { rerender } = render(<Pagination current={1} total={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
    rerender(<Pagination current={3} total={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('holds a page beyond the end to the last page', () => {
    render(<Pagination current={9} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});
