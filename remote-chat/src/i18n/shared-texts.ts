import { CHAT_MESSAGES, CHECKOUT_MESSAGES, COD_MESSAGES, codLine, CUSTOMER_LOGIN_MESSAGES, ENQUIRY_MESSAGES, ORDER_HISTORY_MESSAGES, ORDER_UPDATE_LINES, PAYMENT_MESSAGES, shippedLine } from 'shared/constants';
import { CHAT_FLOW_PROMPTS } from 'shared/rules';
import type { ChatT, ChatText } from './use-t';

/**
 * English that shared rules and constants (and the server, which stores them) hand the widget, by the id
 * that says it in the page's language. What is not here (an API's own error message, the owner's words)
 * is shown as it came.
 */
const SHARED_IDS = new Map<string, ChatText>([
  [CHAT_MESSAGES.sendFailed, 'send.failed'],
  [PAYMENT_MESSAGES.notConfigured, 'pay.notConfigured'],
  [ENQUIRY_MESSAGES.sent, 'enquiry.sent'],
  [CHAT_FLOW_PROMPTS.phoneEntry, 'login.prompt.chat'],
  [CHAT_FLOW_PROMPTS.sessionCheckFailed, 'login.prompt.sessionExpired'],
  [CUSTOMER_LOGIN_MESSAGES.sendFailed, 'login.error.sendFailed'],
  [CUSTOMER_LOGIN_MESSAGES.verifyPhoneFailed, 'login.error.verifyPhoneFailed'],
  [CUSTOMER_LOGIN_MESSAGES.invalidCode, 'login.error.invalidCode'],
  [CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed, 'login.error.verifyCodeFailed'],
  [CHECKOUT_MESSAGES.orderCreated, 'line.orderCreated'],
  [ORDER_HISTORY_MESSAGES.cancelled, 'line.orderCancelled'],
  [ORDER_UPDATE_LINES.paymentReceived, 'line.paymentReceived'],
  [ORDER_UPDATE_LINES.orderCompleted, 'line.orderCompleted'],
  [ORDER_UPDATE_LINES.orderExpired, 'line.orderExpired'],
  [COD_MESSAGES.refusedLine, 'line.refused'],
]);

const HOLES = ['\u0000', '\u0001'] as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern that reads a shared line builder's output back into its values, made from the builder itself
 * (`paymentNotConfirmed('\0')`), so a change of its English cannot leave the pattern behind.
 */
function readerOf(build: (...values: string[]) => string, names: readonly string[]) {
  const built = build(...HOLES.slice(0, names.length));
  const pattern = new RegExp(`^${HOLES.reduce((source, hole) => source.split(escape(hole)).join('(.+)'), escape(built))}$`, 's');
  return (text: string): Record<string, string> | null => {
    const match = pattern.exec(text);
    return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) : null;
  };
}

/** The order-status cards' lines that carry a value (a reason, a stage, an amount). */
const ORDER_LINES: readonly [ChatText, ReturnType<typeof readerOf>][] = [
  ['line.paymentNotConfirmed', readerOf(ORDER_UPDATE_LINES.paymentNotConfirmed, ['reason'])],
  ['line.stageReopened', readerOf(ORDER_UPDATE_LINES.stageReopened, ['stage'])],
  ['line.stageCompleted', readerOf(ORDER_UPDATE_LINES.stageCompleted, ['stage'])],
  ['line.shipped', readerOf(shippedLine, ['courier', 'tracking'])],
  ['line.cod', readerOf(codLine, ['amount'])],
];

/** A shared or stored English text in the page's language; anything unknown as it is. */
export function sayShared(t: ChatT, english: string): string {
  const id = SHARED_IDS.get(english);
  if (id) return t(id);
  for (const [lineId, read] of ORDER_LINES) {
    const values = read(english);
    if (values) return t(lineId, values);
  }
  return english;
}
