import { z } from 'zod';

export * from './values';

export const ownerNoticeSchema = z.object({
  _id: z.string(),
  /** `failed-logins-stopped`: repeated wrong passwords for the owner's e-mail made the account wait. */
  kind: z.literal('failed-logins-stopped'),
  /** The notice in words, times in India Standard Time. */
  text: z.string(),
  createdAt: z.string(),
});
export type OwnerNotice = z.infer<typeof ownerNoticeSchema>;

export const ownerNoticesAnswerSchema = z.object({ message: z.literal('success'), data: z.array(ownerNoticeSchema) });
export type OwnerNoticesAnswer = z.infer<typeof ownerNoticesAnswerSchema>;
