import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { anId } from 'shared/testing';
import { anOrder } from './inbox-test-kit';
import { OrderStages } from './OrderStages';

const stage = (name: string, status: 'Pending' | 'Completed' = 'Pending') => ({ _id: anId(), name, status });

describe('OrderStages', () => {
  it('shows the stages and offers to complete the next one and undo the last one', async () => {
    const user = userEvent.setup();
    const stages = [stage('Confirmed', 'Completed'), stage('Packed'), stage('Shipped'), stage('Delivered')];
    const order = anOrder({ orderId: 'KHH-1003', pipelineStages: stages });
    const onMove = jest.fn(async () => null);
    render(<OrderStages order={order} onMove={onMove} />);

    expect(screen.getByText('1 of 4 stages done')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Stages of KHH-1003' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['✓Confirmed: completed', 'Packed: not completed', 'Shipped: not completed', 'Delivered: not completed']);

    await user.click(screen.getByRole('button', { name: 'Mark Packed completed' }));
    expect(onMove).toHaveBeenLastCalledWith({ orderId: order._id, stageId: stages[1]?._id, status: 'Completed' });
    await user.click(screen.getByRole('button', { name: 'Undo Confirmed' }));
    expect(onMove).toHaveBeenLastCalledWith({ orderId: order._id, stageId: stages[0]?._id, status: 'Pending' });
  });

  it('says what went wrong beside the order and holds the buttons while a move is on its way', async () => {
    const user = userEvent.setup();
    let answer: (problem: string | null) => void = () => undefined;
    const onMove = jest.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    render(<OrderStages order={anOrder({ pipelineStages: [stage('Confirmed'), stage('Delivered')] })} onMove={onMove} />);
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark Confirmed completed' }));
    expect(screen.getByRole('button', { name: 'Mark Confirmed completed' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mark Confirmed completed' }));
    expect(onMove).toHaveBeenCalledTimes(1);
    answer('Order KHH-1001 is Cancelled; its stages can no longer change');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order KHH-1001 is Cancelled; its stages can no longer change');
    expect(screen.getByRole('button', { name: 'Mark Confirmed completed' })).toBeEnabled();
  });

  it('offers only Undo when every stage is done, and nothing for a Cancelled order', () => {
    const done = anOrder({ status: 'Completed', pipelineStages: [stage('Confirmed', 'Completed'), stage('Delivered', 'Completed')] });
    const { rerender } = render(<OrderStages order={done} onMove={jest.fn()} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Undo Delivered']);
    rerender(<OrderStages order={{ ...done, status: 'Cancelled' }} onMove={jest.fn()} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('2 of 2 stages done')).toBeInTheDocument();
  });

  it("sends the owner to the order's page to mark it Shipped, where the courier and tracking number are given", () => {
    const order = anOrder({ orderId: 'KHH-1004', pipelineStages: [stage('Confirmed', 'Completed'), stage('Packed', 'Completed'), stage('Shipped'), stage('Delivered')] });
    const onMove = jest.fn(async () => null);
    render(
      <MemoryRouter>
        <OrderStages order={order} onMove={onMove} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Mark Shipped with the courier and tracking number' })).toHaveAttribute('href', `/owner/orders/${order._id}`);
    expect(screen.queryByRole('button', { name: /Mark Shipped/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Undo Packed' })).toBeInTheDocument();
  });
});
