/**
 * Where the host shows the owner's inbox. Apart from the inbox's other values: the host's routes need
 * only this, and every page would otherwise carry the inbox's paths and messages.
 */
export const INBOX_ROUTE = '/owner/inbox';
