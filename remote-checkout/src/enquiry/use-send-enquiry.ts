import { useRef, useState } from 'react';
import { clearEnquiryData, useStore, type StoredEnquiry } from 'shared';
import { newMessageAnswerSchema } from '../contract-refs';
import { ENQUIRY_PATHS } from 'shared/constants';
import { errorText } from '../i18n/shared-texts';
import { useT, type CheckoutT } from '../i18n/use-t';
import { enquiryBodyOf, newEnquiryMessageId } from './enquiry-body';

/** What a failed send shows: the server's message, else the exception's, else the view's own. */
export function sendFailureText(error: unknown, t: CheckoutT): string {
  return errorText(t, error) ?? t('enquiry.sendFailed');
}

/**
 * Sending the stored enquiry to the business's chat: busy while the request runs (a second press does
 * nothing); on success the stored enquiry is removed and `onSent` runs; on failure the server's message
 * shows as an error snackbar and the enquiry stays, to be sent again with the same message id.
 */
export function useSendEnquiry(enquiry: StoredEnquiry | null, onSent: () => void) {
  const { api, session, storage, ui } = useStore();
  const t = useT();
  const [clientMessageId] = useState(() => newEnquiryMessageId());
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const send = async () => {
    const customerId = session.customer?.customerId;
    if (!enquiry || running.current) return;
    if (!customerId) {
      ui.notify(t('enquiry.sendFailed'), 'error');
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      await api.post(ENQUIRY_PATHS.send, enquiryBodyOf(enquiry, customerId, clientMessageId), newMessageAnswerSchema);
    } catch (error) {
      running.current = false;
      setBusy(false);
      ui.notify(sendFailureText(error, t), 'error');
      return;
    }
    clearEnquiryData(storage);
    onSent();
  };

  return { busy, send };
}
