import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RemoteView, useStore, type OrderSummary, type PaymentMethod, type PaymentPanelsViewProps } from 'shared';
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from 'shared/constants';
import type { ConversationStore } from '../conversation/conversation-store';
import { OrderStatusActionProvider, type OrderStatusAction } from '../conversation/messages/OrderStatusCard';
import { getHistoryStore } from '../history/history-store';
import { useOrderUpdated } from '../history/order-updated';
import { OrderPaymentsContextProvider } from './order-payments-context';
import { PaymentMethodChooser } from './PaymentMethodChooser';
import { PayOrderButton } from './PayOrderButton';
import { payOffer, type WidgetPayment } from './pay-offer';
import { getPaymentIntegrationStore } from './payment-integration-store';

type PanelRequest = Pick<PaymentPanelsViewProps, 'kind' | 'orderId' | 'gatewayId' | 'amount'>;

interface MethodChoice {
  order: OrderSummary;
  amount: number;
  methods: PaymentMethod[];
}

interface Props {
  payment: WidgetPayment;
  conversation: Pick<ConversationStore, 'orders' | 'sync'>;
  children: ReactNode;
}

/**
 * Payments inside the chat widget: the customer's Pay on the History tab's order cards and on the
 * thread's 'Order Created' cards opens the checkout's payment panel (the manual sheet or the online
 * modal, by the integration's type) through federation. The integration is fetched once orders exist
 * and payment is enabled with a selected gateway. When the business takes payments in more than one
 * way, the customer first picks one (the selected gateway listed first). A verified online payment refreshes the thread and
 * History; so does the socket's `order-updated`, which lets an owner's confirmation take Pay away.
 */
export const OrderPayments = observer(function OrderPayments({ payment, conversation, children }: Props) {
  const root = useStore();
  const integrations = getPaymentIntegrationStore(root);
  const history = getHistoryStore(root);
  const [panel, setPanel] = useState<PanelRequest | null>(null);
  const [choice, setChoice] = useState<MethodChoice | null>(null);
  const [openingOrderId, setOpeningOrderId] = useState<string | null>(null);
  const customerId = root.session.customer?.customerId ?? null;
  const gatewayId = payment.isEnabled ? payment.selectedGatewayId : null;
  const hasOrders = conversation.orders.length > 0 || history.orders.length > 0;

  useEffect(() => {
    if (customerId && gatewayId && hasOrders) void integrations.ensure(gatewayId);
  }, [integrations, customerId, gatewayId, hasOrders]);

  // the thread's order list (behind its cards' Pay) follows the order's changes too
  const { sync } = conversation;
  useOrderUpdated(useCallback(() => void sync(), [sync]));

  // a panel left open belongs to the customer who opened it
  useEffect(() => {
    setPanel(null);
    setChoice(null);
  }, [customerId]);

  const pay = useCallback(
    async (order: OrderSummary) => {
      const offer = payOffer(order, payment);
      if (!offer) return;
      if (offer.kind === 'not-configured') {
        root.ui.notify(PAYMENT_MESSAGES.notConfigured, 'error');
        return;
      }
      setOpeningOrderId(order._id);
      const [integration, methods] = await Promise.all([integrations.ensure(offer.gatewayId), integrations.ensureMethods()]);
      setOpeningOrderId(null);
      if (methods.length > 1) {
        setChoice({ order, amount: offer.amount, methods });
        return;
      }
      if (!integration) {
        root.ui.notify(PAYMENT_MESSAGES.notConfigured, 'error');
        return;
      }
      setPanel({ kind: integration.type, orderId: order._id, gatewayId: offer.gatewayId, amount: offer.amount });
    },
    [payment, integrations, root],
  );

  const paid = useCallback(() => {
    void sync();
    history.refresh();
  }, [sync, history]);

  const value = useMemo(() => ({ payment, pay, openingOrderId }), [payment, pay, openingOrderId]);

  // Pay on the thread's 'Order Created' card, for an order among the thread's latest or History's shown
  const orderCardAction = useCallback<OrderStatusAction>(
    (card, line) => {
      if (line !== CHECKOUT_MESSAGES.orderCreated) return null;
      return <ThreadCardPay orderId={card.orderId} conversation={conversation} />;
    },
    [conversation],
  );

  return (
    <OrderPaymentsContextProvider value={value}>
      <OrderStatusActionProvider value={orderCardAction}>{children}</OrderStatusActionProvider>
      {choice && customerId && (
        <PaymentMethodChooser
          methods={choice.methods}
          amount={choice.amount}
          orderNumber={choice.order.orderId}
          onChoose={(method) => {
            setChoice(null);
            setPanel({ kind: method.type, orderId: choice.order._id, gatewayId: method._id, amount: choice.amount });
          }}
          onClose={() => setChoice(null)}
        />
      )}
      {panel && customerId && (
        <RemoteView<PaymentPanelsViewProps>
          remote="checkout"
          module="PaymentPanels"
          label="the payment"
          props={{ ...panel, onClose: () => setPanel(null), onPaid: paid }}
        />
      )}
    </OrderPaymentsContextProvider>
  );
});

const ThreadCardPay = observer(function ThreadCardPay({ orderId, conversation }: { orderId: string; conversation: Pick<ConversationStore, 'orders'> }) {
  const root = useStore();
  const order = conversation.orders.find((one) => one._id === orderId) ?? getHistoryStore(root).orders.find((one) => one._id === orderId);
  return order ? <PayOrderButton order={order} /> : null;
});
