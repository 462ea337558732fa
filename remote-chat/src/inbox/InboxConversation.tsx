import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Conversation } from 'shared';
import { OrderCardLookupProvider } from '../conversation/messages/OrderStatusCard';
import { customerLabel, phoneLabel } from './customer-text';
import { CustomerPanel } from './CustomerPanel';
import { InboxComposer } from './InboxComposer';
import { InboxThread } from './InboxThread';
import type { InboxStore } from './inbox-store';

interface Props {
  store: InboxStore;
  conversation: Conversation;
  mobile: boolean;
}

/**
 * One open conversation: its header, the thread and the reply box, with the customer beside them (on a
 * phone, behind a Customer button, in the thread's place).
 */
export const InboxConversation = observer(function InboxConversation({ store, conversation, mobile }: Props) {
  const [showCustomer, setShowCustomer] = useState(false);
  const { customer } = conversation;
  const name = customerLabel(customer);
  const panel = (
    <CustomerPanel
      details={store.details.get(customer.customerId)}
      status={store.detailsStatus.get(customer.customerId)}
      onRetry={() => void store.loadDetails(customer.customerId)}
      onMoveStage={(body) => store.moveStage(customer.customerId, body)}
    />
  );
  const customerInPlace = mobile && showCustomer;
  // the thread's order cards show each order's payment as the panel has it now, not as it was sent
  const orders = store.details.get(customer.customerId)?.orders;
  const lookup = (orderId: string) => orders?.find((order) => order._id === orderId) ?? null;

  return (
    <>
      <section className="inbox__conversation" aria-label={`Conversation with ${name}`}>
        <header className="inbox-conversation__header">
          {mobile && (
            <button
              type="button"
              className="inbox-icon-button"
              aria-label={customerInPlace ? 'Back to the conversation' : 'Back to conversations'}
              onClick={() => (customerInPlace ? setShowCustomer(false) : store.deselect())}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
          )}
          <div className="inbox-conversation__who">
            <h2 className="inbox-conversation__name">{name}</h2>
            {/* without a name the heading already is the phone: said once */}
            {customer.name.trim() && <p className="inbox-conversation__phone">{phoneLabel(customer)}</p>}
          </div>
          {mobile && !customerInPlace && (
            <button type="button" className="inbox-button" onClick={() => setShowCustomer(true)}>
              Customer
            </button>
          )}
        </header>
        {customerInPlace ? (
          panel
        ) : (
          <>
            <OrderCardLookupProvider value={lookup}>
              <InboxThread store={store} name={name} />
            </OrderCardLookupProvider>
            <InboxComposer store={store} name={name} />
          </>
        )}
      </section>
      {!mobile && panel}
    </>
  );
});
