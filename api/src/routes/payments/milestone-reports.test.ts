import {
  INBOX_PATHS,
  ORDER_HISTORY_PATHS,
  PAYMENT_PATHS,
  type CustomerOrdersAnswer,
  type InboxCustomerAnswer,
  type ManualReferenceAnswer,
  type PaymentMilestone,
} from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, createOrder, type Cast, type Person } from '../../test/people-and-orders';
import { approve, initOnline, integrationsOf, paymentStateOf, verify } from './payments-test-kit';

describeEachDatabase("an order's milestones say what the customer reported and what the owner decided", (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  const report = (person: Person, orderId: string, utr?: string) =>
    call<ManualReferenceAnswer>(ctx, 'POST', PAYMENT_PATHS.manualReference, { token: person.token, body: { orderId, ...(utr ? { utr } : {}) } });
  const decide = (body: Record<string, unknown>) => call(ctx, 'POST', PAYMENT_PATHS.manualConfirmation, { token: cast.owner.token, body });
  /** The order's first milestone as the customer's History reads it. */
  const historyMilestone = async (person: Person, orderId: string): Promise<PaymentMilestone | undefined> => {
    const res = await call<CustomerOrdersAnswer>(ctx, 'POST', ORDER_HISTORY_PATHS.customerOrders, { token: person.token, body: { customerId: person.id } });
    return res.body.orders.find((order) => order._id === orderId)?.paymentMilestones[0];
  };
  const milestoneIdOf = async (orderId: string) => (await paymentStateOf(ctx, orderId)).milestones[0]?.id ?? '';

  it('a new order has neither a submission nor a rejection', async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    expect(await historyMilestone(cast.customerA, orderId)).toMatchObject({ status: 'Pending', submission: null, rejection: null, receipt: null });
  });

  it("\"I've Made Payment\" with a UTR: Pending with the submission and its reference, in History and in the owner's inbox", async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    expect((await report(cast.customerA, orderId, '412345678901')).status).toBe(200);
    const milestone = await historyMilestone(cast.customerA, orderId);
    expect(milestone).toMatchObject({ status: 'Pending', submission: { utr: '412345678901', submittedAt: expect.any(String) }, rejection: null });
    const inbox = await call<InboxCustomerAnswer>(ctx, 'GET', `${INBOX_PATHS.customer}?customerId=${cast.customerA.id}`, { token: cast.owner.token });
    expect(inbox.body.data.orders.find((order) => order._id === orderId)?.paymentMilestones[0]?.submission?.utr).toBe('412345678901');
  });

  it("\"I've Made Payment\" without a UTR is a submission too (the screenshot comes in the chat); a later one without keeps the reference", async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    expect((await report(cast.customerA, orderId)).status).toBe(200);
    expect((await historyMilestone(cast.customerA, orderId))?.submission).toEqual({ utr: null, submittedAt: expect.any(String) });
    await report(cast.customerA, orderId, '412345678902');
    await report(cast.customerA, orderId);
    expect((await historyMilestone(cast.customerA, orderId))?.submission?.utr).toBe('412345678902');
  });

  it("the owner's rejection: Pending with the reason and no submission; a new report replaces the rejection", async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    await report(cast.customerA, orderId, '412345678903');
    const milestoneId = await milestoneIdOf(orderId);
    expect((await decide({ orderId, milestoneId, action: 'reject', reason: 'No such credit in the account' })).status).toBe(200);
    expect(await historyMilestone(cast.customerA, orderId)).toMatchObject({
      status: 'Pending',
      submission: null,
      rejection: { reason: 'No such credit in the account', rejectedAt: expect.any(String) },
    });
    await report(cast.customerA, orderId, '412345678904');
    expect(await historyMilestone(cast.customerA, orderId)).toMatchObject({ submission: { utr: '412345678904' }, rejection: null });
  });

  it("the owner's confirmation: Paid, with the confirmed UTR as its receipt's reference", async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    await report(cast.customerA, orderId, '412345678905');
    expect((await decide({ orderId, milestoneId: await milestoneIdOf(orderId), action: 'confirm' })).status).toBe(200);
    expect(await historyMilestone(cast.customerA, orderId)).toMatchObject({
      status: 'Paid',
      submission: null,
      rejection: null,
      receipt: { reference: '412345678905', paidAt: expect.any(String) },
    });
  });

  it("a milestone the owner confirmed without a report (cash) keeps the owner's reference", async () => {
    const orderId = await createOrder(ctx, cast.customerA);
    await decide({ orderId, milestoneId: await milestoneIdOf(orderId), action: 'confirm', reference: 'Cash on delivery' });
    expect((await historyMilestone(cast.customerA, orderId))?.receipt?.reference).toBe('Cash on delivery');
  });

  it("an online payment's receipt is the gateway's payment id; a declined or abandoned one is no report", async () => {
    const { sandbox } = await integrationsOf(ctx, cast.demoId);
    const orderId = await createOrder(ctx, cast.customerA);
    await initOnline(ctx, cast.customerA, sandbox.id, orderId);
    expect(await historyMilestone(cast.customerA, orderId)).toMatchObject({ status: 'Pending', submission: null, rejection: null, receipt: null });
    const init = (await initOnline(ctx, cast.customerA, sandbox.id, orderId)).body.data;
    const approved = await approve(ctx, init.order_id);
    expect((await verify(ctx, cast.customerA.token, { ...approved.body, paymentAttemptId: init.paymentAttemptId })).status).toBe(200);
    expect((await historyMilestone(cast.customerA, orderId))?.receipt?.reference).toBe(approved.body.razorpay_payment_id);
  });
});
