/** The chat widget: its flow states, how a page opens it, and which attachments it accepts. */
export * from './chat-flow';
export * from './chat-entry';
export * from './attachment-check';
