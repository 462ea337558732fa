import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import { OWNER_NOTICE_PATHS, ownerNoticesAnswerSchema, type OwnerNotice } from '../../contracts';
import { listOwnerNotices, OWNER_NOTICE_DAYS, type OwnerNoticeRow } from '../../repositories/owner-notices';
import { errorAnswers } from '../error-answers';

/** Times as an Indian owner reads them: "26 Nov 2026, 4:25 pm" in India Standard Time. */
const indianTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
const clockTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The notice in the owner's words. */
export function noticeText(row: Pick<OwnerNoticeRow, 'failures' | 'addresses' | 'heldUntil' | 'createdAt'>): string {
  return (
    `Repeated failed logins to your account were stopped on ${indianTime.format(row.createdAt)}: ` +
    `${plural(row.failures, 'wrong password', 'wrong passwords')} from ${plural(row.addresses, 'address', 'different addresses')}. ` +
    `Logins were paused until ${clockTime.format(row.heldUntil)}. If this was not you, change your password.`
  );
}

const toNotice = (row: OwnerNoticeRow): OwnerNotice => ({ _id: row.id, kind: row.kind, text: noticeText(row), createdAt: row.createdAt.toISOString() });

/** The owner's notices (shown at the top of the inbox). */
export const ownerNoticesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OWNER_NOTICE_PATHS.list,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['auth'],
        summary: "The owner's notices",
        description:
          `Bearer token of an owner. The owner's notices of the last ${OWNER_NOTICE_DAYS} days, newest first (at most 20): ` +
          'today only `failed-logins-stopped`, written each time repeated wrong passwords for the owner\'s e-mail made the account ' +
          'wait. 401 without a valid token; 403 FORBIDDEN for a customer token.',
        security: [{ bearerAuth: [] }],
        response: { 200: ownerNoticesAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const rows = await listOwnerNotices(app.db, owner, new Date(app.clock()));
      return { message: 'success' as const, data: rows.map(toNotice) };
    },
  );
};
