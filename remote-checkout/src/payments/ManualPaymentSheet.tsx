import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore, type ManualPaymentMethod, type PaymentIntegrationData } from 'shared';
import { PAYMENT_MESSAGES, upiPaymentLink, UTR_PATTERN } from 'shared/constants';
import { messageOf, paymentCalls } from './payment-calls';
import { BottomSheet } from '../common/BottomSheet';
import { UpiQrCode } from './UpiQrCode';
import { useCopy } from './use-copy';

export interface ManualPaymentSheetProps {
  orderId: string;
  /** The manual integration (the widget's payment.selectedGatewayId). */
  gatewayId: string;
  /** Rupees due now (the order's first Pending milestone), put in the UPI link. */
  amount?: number;
  onClose: () => void;
}

export const UTR_LABEL = 'UPI transaction reference (UTR)';
/** Where a customer finds the reference, so the owner can match the payment on the bank statement. */
export const UTR_HINT = "Find the 12-digit UTR in your UPI app's payment details.";
export const UTR_INVALID = 'The UTR has exactly 12 digits. Check it, or leave the field empty.';
/** The note after the reference reached the business; the owner confirms the payment from the inbox. */
export const utrSentNote = (utr: string) => `UTR ${utr} sent. The business will confirm your payment.`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; integration: PaymentIntegrationData };

/**
 * The manual payment sheet: the business's methods (QR code, UPI ID, phone number), one chosen at a
 * time with its details and copy buttons; "I've Made Payment" (enabled once a method is chosen) sends
 * the optional UTR, shows the info snackbar asking for the screenshot in the chat, and closes.
 */
export const ManualPaymentSheet = observer(function ManualPaymentSheet({ orderId, gatewayId, amount, onClose }: ManualPaymentSheetProps) {
  const root = useStore();
  const calls = useMemo(() => paymentCalls(root), [root]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [method, setMethod] = useState<ManualPaymentMethod | null>(null);
  const [utr, setUtr] = useState('');
  const [sending, setSending] = useState(false);
  const { copied, copy } = useCopy();
  const utrHintId = useId();

  useEffect(() => {
    let live = true;
    calls.integration(gatewayId).then(
      (integration) => live && setLoad({ state: 'ready', integration }),
      (error: unknown) => live && setLoad({ state: 'failed', message: messageOf(error) ?? PAYMENT_MESSAGES.notConfigured }),
    );
    return () => {
      live = false;
    };
  }, [calls, gatewayId]);

  const utrValid = utr === '' || UTR_PATTERN.test(utr);

  const madePayment = async () => {
    if (!method || !utrValid) return;
    if (utr) {
      setSending(true);
      try {
        await calls.reportUtr(orderId, utr);
      } catch (error) {
        setSending(false);
        root.ui.notify(messageOf(error) ?? PAYMENT_MESSAGES.notConfigured, 'error');
        return;
      }
      root.ui.notify(utrSentNote(utr), 'success');
    }
    root.ui.notify(PAYMENT_MESSAGES.shareScreenshot, 'info');
    onClose();
  };

  return (
    <BottomSheet title={load.state === 'ready' ? load.integration.name : 'Payment'} onClose={onClose}>
      {load.state === 'loading' && <p className="pay-muted" aria-busy="true">Loading payment methods…</p>}
      {load.state === 'failed' && <p className="pay-error" role="alert">{load.message}</p>}
      {load.state === 'ready' && (
        <ManualMethods
          integration={load.integration}
          method={method}
          onMethod={setMethod}
          amount={amount}
          copied={copied}
          copy={copy}
          isMobile={root.ui.isMobile}
        />
      )}
      {load.state === 'ready' && load.integration.config.options.length > 0 && (
        <>
          <label className="pay-utr">
            <span>{UTR_LABEL}, optional</span>
            <input
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              value={utr}
              onChange={(event) => setUtr(event.target.value.replace(/\D/g, '').slice(0, 12))}
              aria-invalid={!utrValid}
              aria-describedby={utrHintId}
              placeholder="12 digits"
            />
          </label>
          <p id={utrHintId} className={utrValid ? 'pay-muted pay-utr__hint' : 'pay-error pay-utr__hint'}>
            {utrValid ? UTR_HINT : UTR_INVALID}
          </p>
          <button type="button" className="pay-primary" disabled={!method || !utrValid || sending} onClick={() => void madePayment()}>
            {PAYMENT_MESSAGES.madePayment}
          </button>
        </>
      )}
    </BottomSheet>
  );
});

interface ManualMethodsProps {
  integration: PaymentIntegrationData;
  method: ManualPaymentMethod | null;
  onMethod: (method: ManualPaymentMethod) => void;
  amount: number | undefined;
  copied: string | null;
  copy: (key: string, text: string) => Promise<void>;
  isMobile: boolean;
}

function ManualMethods({ integration, method, onMethod, amount, copied, copy, isMobile }: ManualMethodsProps) {
  const { options, details } = integration.config;
  if (options.length === 0 || !details) return <p className="pay-muted">{PAYMENT_MESSAGES.noMethods}</p>;
  const payee = details.upiAccountName ?? details.qrCodeAccountName ?? integration.name;
  const link = details.upiId ? upiPaymentLink({ upiId: details.upiId, payeeName: payee, amountRupees: amount }) : null;
  const copyButton = (key: string, text: string) => (
    <button type="button" className="pay-copy" onClick={() => void copy(key, text)}>
      {copied === key ? PAYMENT_MESSAGES.copied : 'Copy'}
    </button>
  );
  return (
    <div className="pay-methods">
      <div role="radiogroup" aria-label="Payment method" className="pay-options">
        {options.map((option) => (
          <button
            key={option.key}
            type="button"
            role="radio"
            aria-checked={method === option.key}
            className={`pay-option${method === option.key ? ' pay-option--selected' : ''}`}
            onClick={() => onMethod(option.key)}
          >
            <span className="pay-option__label">{option.label}</span>
            <span className="pay-option__description">{option.description}</span>
          </button>
        ))}
      </div>
      {method === 'qrCode' && (
        <div className="pay-detail" data-testid="pay-detail-qrCode">
          {link ? <UpiQrCode link={link} label={`UPI QR code for ${payee}`} /> : details.qrCode ? <img className="pay-qr" src={details.qrCode} alt={`QR code for ${payee}`} /> : <p>{PAYMENT_MESSAGES.upiUnavailable}</p>}
          {details.qrCodeAccountName && <p>{details.qrCodeAccountName}</p>}
        </div>
      )}
      {method === 'upi' && (
        <div className="pay-detail" data-testid="pay-detail-upi">
          {details.upiId ? (
            <>
              <p className="pay-detail__value">
                <span>{details.upiId}</span>
                {copyButton('upi', details.upiId)}
              </p>
              {details.upiAccountName && <p>{details.upiAccountName}</p>}
              {isMobile && link && (
                <a className="pay-primary pay-primary--link" href={link}>
                  Pay with a UPI app
                </a>
              )}
            </>
          ) : (
            <p className="pay-error">{PAYMENT_MESSAGES.upiUnavailable}</p>
          )}
        </div>
      )}
      {method === 'phone' && (
        <div className="pay-detail" data-testid="pay-detail-phone">
          {details.phoneNumber && (
            <p className="pay-detail__value">
              <span>{details.phoneNumber}</span>
              {copyButton('phone', details.phoneNumber)}
            </p>
          )}
          {details.phoneNumberAccountName && <p>{details.phoneNumberAccountName}</p>}
        </div>
      )}
    </div>
  );
}
