import { observer } from 'mobx-react-lite';
import type { ManualPaymentMethod } from 'shared';
import { PAYMENT_MESSAGES } from 'shared/constants';
import type { PaymentStore } from './payment-store';
import { UpiQrCode } from './UpiQrCode';
import { useCopy } from './use-copy';

export const UPI_APP_LABEL = 'Pay with a UPI app';
export const UPI_APP_HINT = 'Opens GPay, PhonePe, Paytm or any UPI app with the amount filled in.';
export const QR_ELSEWHERE_HINT = 'Scan with a UPI app on another phone.';

/**
 * The business's manual methods, one chosen at a time with its details and copy buttons. On a phone
 * the first choice is the UPI app (the `upi://pay` link, which also counts as choosing UPI); the QR
 * code is for paying from another device.
 */
export const ManualMethods = observer(function ManualMethods({ store, isMobile }: { store: PaymentStore; isMobile: boolean }) {
  const { copied, copy } = useCopy();
  const integration = store.integration;
  if (!integration) return null;
  const { options, details } = integration.config;
  if (options.length === 0 || !details) return <p className="pay-muted">{PAYMENT_MESSAGES.noMethods}</p>;
  const method = store.manualMethod;
  const link = store.upiLink;
  const payee = store.payee;
  const appMethod: ManualPaymentMethod = options.some((option) => option.key === 'upi') ? 'upi' : (options[0]?.key ?? 'upi');
  const copyButton = (key: string, text: string) => (
    <button type="button" className="pay-copy" onClick={() => void copy(key, text)}>
      {copied === key ? PAYMENT_MESSAGES.copied : 'Copy'}
    </button>
  );
  return (
    <div className="pay-methods">
      {isMobile && link && (
        <div className="pay-app">
          <a className="pay-primary pay-primary--link" href={link} onClick={() => store.chooseManualMethod(appMethod)}>
            {UPI_APP_LABEL}
          </a>
          <p className="pay-muted pay-app__hint">{UPI_APP_HINT}</p>
          <p className="pay-app__or">or pay another way</p>
        </div>
      )}
      <div role="radiogroup" aria-label="Payment method" className="pay-options">
        {options.map((option) => (
          <button
            key={option.key}
            type="button"
            role="radio"
            aria-checked={method === option.key}
            className={`pay-option${method === option.key ? ' pay-option--selected' : ''}`}
            onClick={() => store.chooseManualMethod(option.key)}
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
          {isMobile && <p className="pay-muted">{QR_ELSEWHERE_HINT}</p>}
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
});
