/** What the inbox shows when a call fails without a message of the server's own. */
export const INBOX_MESSAGES = {
  listFailed: 'Could not load your conversations.',
  threadFailed: 'Could not load this conversation.',
  customerFailed: 'Could not load this customer’s details.',
  replyFailed: 'Your reply was not sent.',
  uploadFailed: 'The image could not be uploaded.',
  stageFailed: 'The order could not be updated. Please try again.',
} as const;
