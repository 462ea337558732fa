import { render, screen, within } from '@testing-library/react';
import { CHECKOUT_MESSAGES, codLine } from 'shared/constants';
import { sharedMessages } from 'shared/i18n';
import { anOrder, aMilestone } from '../../history/history-test-kit';
import { chatMessages, WidgetLocaleProvider } from '../../i18n/use-t';
import { MessageBubble } from './MessageBubble';
import type { BubbleMessage } from './MessageContent';
import { OrderCardLookupProvider } from './OrderStatusCard';

const now = new Date(2025, 2, 12, 18, 0);
const totals = { subtotal: 2360, totalDiscount: 0, totalGst: 360, gst: { cgst: 180, sgst: 180, igst: 0 }, shippingCost: 0, total: 2360 };
const payload = { kind: 'order-status' as const, orderId: 'a'.repeat(24), orderNumber: 'ORD-1001', title: 'Silk Saree order', status: 'Active', totals };

function aCard(line: string): BubbleMessage {
  return { message: line, type: 'component', sender: 'system', caption: null, contentType: null, createdAt: new Date(2025, 2, 12, 10, 42).toISOString(), payload, readAt: null };
}

describe('an order card', () => {
  // the totals lines are shared's own view, with shared's own catalogue
  beforeAll(() => Promise.all([chatMessages.load('hi'), sharedMessages.load('hi')]));

  it('in the Hindi widget: its line, status, totals, tracking link and time in Hindi; the order title as it is', () => {
    const { container } = render(
      <WidgetLocaleProvider value="hi">
        <MessageBubble message={aCard(CHECKOUT_MESSAGES.orderCreated)} mine={false} now={now} />
      </WidgetLocaleProvider>,
    );
    expect(screen.getByText('Silk Saree order')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर बन गया')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर ORD-1001')).toBeInTheDocument();
    expect(screen.getByText('चालू')).toBeInTheDocument();
    const totalsBlock = container.querySelector<HTMLElement>('dl.order-totals')!;
    expect(totalsBlock).toHaveAccessibleName('ऑर्डर का हिसाब');
    expect(within(totalsBlock).getByText('कुल')).toBeInTheDocument();
    expect(within(totalsBlock).getByText('कुल में शामिल GST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'यह ऑर्डर ट्रैक करें' })).toBeInTheDocument();
    expect(screen.getByText('10:42 am')).toBeInTheDocument();
  });

  it('in the Hindi widget: a cash-on-delivery card says its payment in Hindi', () => {
    const order = anOrder({ _id: payload.orderId, cashOnDelivery: true, paymentMilestones: [aMilestone('Pending', 1500)] });
    render(
      <WidgetLocaleProvider value="hi">
        <OrderCardLookupProvider value={() => order}>
          <MessageBubble message={aCard(codLine('₹1,500'))} mine={false} now={now} />
        </OrderCardLookupProvider>
      </WidgetLocaleProvider>,
    );
    expect(screen.getByText('कैश ऑन डिलीवरी')).toBeInTheDocument();
    expect(screen.getByText('कैश ऑन डिलीवरी — डिलीवरी पर ₹1,500 चुकाएँ')).toBeInTheDocument();
  });

  it("stays English outside the widget (the owner's inbox draws the same card)", () => {
    render(<MessageBubble message={aCard(CHECKOUT_MESSAGES.orderCreated)} mine={false} now={now} />);
    expect(screen.getByText('Order Created')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track this order' })).toBeInTheDocument();
  });
});
