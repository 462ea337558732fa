import type { PendingFlow } from 'shared/rules';

/**
 * The line above the phone entry when the login interrupts a purchase or an enquiry: it says what the
 * number is for. Other openings keep the chat's own prompt (CHAT_FLOW_PROMPTS.phoneEntry).
 */
export const PHONE_ENTRY_PROMPTS: Partial<Record<PendingFlow, string>> = {
  cart_summary: 'Please enter your phone number to check out.',
  direct_buy: 'Please enter your phone number to check out.',
  send_enquiry_request: 'Please enter your phone number to send your enquiry.',
};
