/** What the system tells the owner at the top of the inbox (owner token only). */
export const OWNER_NOTICE_PATHS = { list: '/auth/owner_notices' } as const;
