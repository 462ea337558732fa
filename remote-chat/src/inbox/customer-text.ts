import type { ChatMessage, CustomerData } from 'shared';

/** The customer's phone as the inbox shows it: '+91 9876543210'. */
export function phoneLabel(customer: Pick<CustomerData, 'countryCode' | 'phoneNumber'>): string {
  return `${customer.countryCode} ${customer.phoneNumber}`.trim();
}

/** A `tel:` link of the phone, from its digits only (nothing else of stored text reaches the href). */
export function phoneHref(customer: Pick<CustomerData, 'countryCode' | 'phoneNumber'>): string {
  const digits = `${customer.countryCode}${customer.phoneNumber}`.replace(/[^\d]/g, '');
  return `tel:+${digits}`;
}

/** The customer's name, or their phone when they gave no name. */
export function customerLabel(customer: CustomerData): string {
  return customer.name.trim() || phoneLabel(customer);
}

/** One line about a message for the conversation list. */
export function messagePreview(message: ChatMessage | null): string {
  if (!message) return 'No messages yet';
  const prefix = message.sender === 'business' ? 'You: ' : '';
  switch (message.type) {
    case 'text':
      return prefix + message.message.replace(/\s+/g, ' ').trim();
    case 'image':
      return `${prefix}Photo${message.caption ? `: ${message.caption}` : ''}`;
    case 'audio':
      return `${prefix}Voice message`;
    case 'file':
      return `${prefix}File${message.caption ? `: ${message.caption}` : ''}`;
    case 'component':
      return prefix + (message.payload?.kind === 'topic' ? `Topic: ${message.payload.topic.name}` : message.message);
  }
}
