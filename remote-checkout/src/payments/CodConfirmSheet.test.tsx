import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared';
import { codLine, COD_MESSAGES, COD_METHOD_NAME, COD_PATHS, PAYMENT_PATHS } from 'shared/constants';
import { COD_CODE_LABEL, COD_CONFIRM, COD_RESEND } from './CodConfirmSheet';
import { CHOOSE_METHOD_TITLE } from './PaymentMethodChooser';
import { aManualIntegration, bodiesSentTo, GATEWAY_ID, ORDER_ID, renderPanel } from './payments-test-kit';

/** The business takes UPI and offers cash on delivery up to `limit` rupees (on unless told). */
const methods = (limit: number, enabled = true) => ({
  [PAYMENT_PATHS.methods]: () => ({
    message: 'success',
    data: [{ _id: GATEWAY_ID, type: 'manual', name: 'Pay by UPI / QR', selected: true }],
    cashOnDelivery: { enabled, limit },
  }),
  [PAYMENT_PATHS.integration]: () => aManualIntegration(),
});
const codeSent = () => ({ message: 'success', sentTo: '+91 ******3210', resendAfterSeconds: 30 });
const confirmed = () => ({ message: 'success', data: { orderId: ORDER_ID, cashOnDelivery: true, amount: 734 } });

async function chooseCod(routes: Record<string, (body: Record<string, unknown>) => unknown>, amount = 734) {
  const user = userEvent.setup();
  const view = renderPanel({ kind: 'manual', amount }, { ...methods(2000), [COD_PATHS.sendCode]: codeSent, [COD_PATHS.confirm]: confirmed, ...routes });
  const chooser = await screen.findByRole('dialog', { name: CHOOSE_METHOD_TITLE });
  await user.click(screen.getByRole('button', { name: new RegExp(`^${COD_METHOD_NAME}`) }));
  await screen.findByRole('dialog', { name: COD_METHOD_NAME });
  expect(chooser).not.toBeInTheDocument();
  return { ...view, user };
}

describe('cash on delivery at checkout', () => {
  it('is offered beside the other ways to pay when the order is within the limit', async () => {
    renderPanel({ kind: 'manual', amount: 734 }, methods(2000));
    await screen.findByRole('dialog', { name: CHOOSE_METHOD_TITLE });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Pay by UPI / QR'),
      expect.stringContaining(COD_METHOD_NAME),
      'Cancel',
    ]);
  });

  it.each([
    ['over the limit', 2500, methods(2000)],
    ['the shop has it off', 734, methods(2000, false)],
  ])('is not offered when %s: the one other way opens at once', async (_case, amount, routes) => {
    renderPanel({ kind: 'manual', amount }, routes);
    expect(await screen.findByRole('radio', { name: /UPI ID/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(COD_METHOD_NAME) })).not.toBeInTheDocument();
  });

  it('sends a code for the order at once, then confirms it with the code typed, and tells the chat', async () => {
    const { api, user, onPaymentChanged } = await chooseCod({});
    expect(screen.getByLabelText('Amount due')).toHaveTextContent(codLine('₹734'));
    expect(await screen.findByText(COD_MESSAGES.codeSent('+91 ******3210'))).toBeInTheDocument();
    expect(bodiesSentTo(api, COD_PATHS.sendCode)).toEqual([{ orderId: ORDER_ID }]);
    const confirm = screen.getByRole('button', { name: COD_CONFIRM });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(COD_CODE_LABEL), '12a3456');
    expect(screen.getByLabelText(COD_CODE_LABEL)).toHaveValue('123456');
    await user.click(confirm);
    await waitFor(() => expect(onPaymentChanged).toHaveBeenCalled());
    expect(bodiesSentTo(api, COD_PATHS.confirm)).toEqual([{ orderId: ORDER_ID, code: '123456' }]);
    expect(screen.queryByRole('dialog', { name: COD_METHOD_NAME })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a wrong code and keeps the sheet open; a new code can be asked for", async () => {
    const { api, user, onPaymentChanged } = await chooseCod({
      [COD_PATHS.confirm]: () => {
        throw new ApiError(400, 'VALIDATION_ERROR', COD_MESSAGES.codeWrong);
      },
    });
    await screen.findByText(COD_MESSAGES.codeSent('+91 ******3210'));
    await user.type(screen.getByLabelText(COD_CODE_LABEL), '000000');
    await user.click(screen.getByRole('button', { name: COD_CONFIRM }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COD_MESSAGES.codeWrong);
    expect(onPaymentChanged).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: COD_RESEND }));
    await waitFor(() => expect(bodiesSentTo(api, COD_PATHS.sendCode)).toHaveLength(2));
  });
});
