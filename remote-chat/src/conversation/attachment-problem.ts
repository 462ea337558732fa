import type { AttachmentKind } from 'shared';
import { attachmentError, attachmentMaxBytes, attachmentTooLargeMessage, invalidAttachmentTypeMessage } from 'shared/rules';
import type { ChatT } from '../i18n/use-t';

/**
 * The picker's check of a chosen file (the shared rule attachmentError: type first, then size), said in
 * the widget's language; null when the file may be sent.
 */
export function attachmentProblem(t: ChatT, kind: AttachmentKind, file: { type: string; size: number }): string | null {
  const problem = attachmentError(kind, file);
  if (problem === invalidAttachmentTypeMessage(kind)) return t('attach.invalidType', { kind: t(`attach.kind.${kind}`) });
  if (problem === attachmentTooLargeMessage(kind)) return t('attach.tooLarge', { megabytes: attachmentMaxBytes(kind) / (1024 * 1024) });
  return problem;
}
