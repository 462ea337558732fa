import type { PendingFlow } from 'shared/rules';
import type { ChatText } from '../i18n/use-t';

/**
 * The line above the phone entry when the login interrupts a purchase or an enquiry: it says what the
 * number is for. Other openings keep the chat's own prompt (CHAT_FLOW_PROMPTS.phoneEntry).
 */
export const PHONE_ENTRY_PROMPTS: Partial<Record<PendingFlow, ChatText>> = {
  cart_summary: 'login.prompt.checkout',
  direct_buy: 'login.prompt.checkout',
  send_enquiry_request: 'login.prompt.enquiry',
};
