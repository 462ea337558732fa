import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RemoteView, useStore, type OrderSummary } from 'shared';
import { CHECKOUT_MESSAGES, ORDER_UPDATE_LINES } from 'shared/constants';
import type { ConversationStore } from '../conversation/conversation-store';
import { OrderCardLookupProvider, OrderStatusActionProvider, type OrderCardLookup, type OrderStatusAction } from '../conversation/messages/OrderStatusCard';
import { getHistoryStore } from '../history/history-store';
import { InvoiceDownload } from '../history/InvoiceDownload';
import { useOrderUpdated } from '../history/order-updated';
import { useT } from '../i18n/use-t';
import { OrderPaymentsContextProvider } from './order-payments-context';
import { PayOrderButton } from './PayOrderButton';
import { payOffer, type WidgetPayment } from './pay-offer';

interface Props {
  payment: WidgetPayment;
  conversation: Pick<ConversationStore, 'orders' | 'sync'>;
  children: ReactNode;
}

/**
 * Payments inside the chat widget: the customer's Pay on the History tab's order cards and on the
 * thread's 'Order Created' cards opens the checkout's payment panels for that order through federation
 * (the checkout's PaymentStore asks for the ways to pay and runs the chosen one). A payment made or
 * reported refreshes the thread and History; so does the socket's `order-updated`, which brings the
 * owner's confirmation (Paid) or rejection (Pay again, with the reason) live.
 */
export const OrderPayments = observer(function OrderPayments({ payment, conversation, children }: Props) {
  const root = useStore();
  const t = useT();
  const history = getHistoryStore(root);
  const [paying, setPaying] = useState<OrderSummary | null>(null);
  const customerId = root.session.customer?.customerId ?? null;

  // the thread's order list (behind its cards' Pay and state) follows the order's changes too
  const { sync } = conversation;
  useOrderUpdated(useCallback(() => void sync(), [sync]));

  // a panel left open belongs to the customer who opened it
  useEffect(() => setPaying(null), [customerId]);

  const pay = useCallback(
    (order: OrderSummary) => {
      const offer = payOffer(order, payment);
      if (!offer) return;
      if (offer.kind === 'not-configured') {
        root.ui.notify(t('pay.notConfigured'), 'error');
        return;
      }
      setPaying(order);
    },
    [payment, root, t],
  );

  const paymentChanged = useCallback(() => {
    void sync();
    history.refresh();
  }, [sync, history]);

  const payingOrderId = paying?._id ?? null;
  const value = useMemo(() => ({ payment, pay, payingOrderId }), [payment, pay, payingOrderId]);

  // Pay on the thread's 'Order Created' card, for an order among the thread's latest or History's shown;
  // the invoice there and on 'Payment Received' once the order is paid
  const orderCardAction = useCallback<OrderStatusAction>(
    (card, line) => {
      if (line === ORDER_UPDATE_LINES.paymentReceived) return <ThreadCardInvoice orderId={card.orderId} conversation={conversation} />;
      if (line !== CHECKOUT_MESSAGES.orderCreated) return null;
      return (
        <>
          <ThreadCardPay orderId={card.orderId} conversation={conversation} />
          <ThreadCardInvoice orderId={card.orderId} conversation={conversation} />
        </>
      );
    },
    [conversation],
  );
  const lookup = useCallback<OrderCardLookup>(
    (orderId) => conversation.orders.find((one) => one._id === orderId) ?? history.orders.find((one) => one._id === orderId) ?? null,
    [conversation, history],
  );

  return (
    <OrderPaymentsContextProvider value={value}>
      <OrderCardLookupProvider value={lookup}>
        <OrderStatusActionProvider value={orderCardAction}>{children}</OrderStatusActionProvider>
      </OrderCardLookupProvider>
      {paying && customerId && payment.selectedGatewayId && (
        <RemoteView
          remote="checkout"
          module="PaymentPanels"
          label={t('remote.payment')}
          props={{ order: paying, gatewayId: payment.selectedGatewayId, onClose: () => setPaying(null), onPaymentChanged: paymentChanged }}
        />
      )}
    </OrderPaymentsContextProvider>
  );
});

type ThreadCardProps = { orderId: string; conversation: Pick<ConversationStore, 'orders'> };

/** The card's order as the thread or History holds it now. */
function useThreadOrder({ orderId, conversation }: ThreadCardProps): OrderSummary | undefined {
  const root = useStore();
  return conversation.orders.find((one) => one._id === orderId) ?? getHistoryStore(root).orders.find((one) => one._id === orderId);
}

const ThreadCardPay = observer(function ThreadCardPay(props: ThreadCardProps) {
  const order = useThreadOrder(props);
  return order ? <PayOrderButton order={order} /> : null;
});

const ThreadCardInvoice = observer(function ThreadCardInvoice(props: ThreadCardProps) {
  const order = useThreadOrder(props);
  return order ? <InvoiceDownload order={order} /> : null;
});
