export * from './MessageBubble';
export * from './MessageContent';
export * from './ComponentCard';
export * from './DeliveryStatus';
export * from './TypingIndicator';
export * from './message-time';
export * from './file-label';
export * from './safe-url';
