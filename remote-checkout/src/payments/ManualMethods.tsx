import { observer } from 'mobx-react-lite';
import type { ManualPaymentMethod } from 'shared';
import { inEnglish, useT } from '../i18n/use-t';
import type { PaymentStore } from './payment-store';
import { UpiQrCode } from './UpiQrCode';
import { useCopy } from './use-copy';

/** The UPI app button's words in English, as the specification's readers look for it. */
export const UPI_APP_LABEL = inEnglish('pay.upiApp');

/**
 * The business's manual methods, one chosen at a time with its details and copy buttons. On a phone
 * the first choice is the UPI app (the `upi://pay` link, which also counts as choosing UPI); the QR
 * code is for paying from another device.
 */
export const ManualMethods = observer(function ManualMethods({ store, isMobile }: { store: PaymentStore; isMobile: boolean }) {
  const t = useT();
  const { copied, copy } = useCopy();
  const integration = store.integration;
  if (!integration) return null;
  const { options, details } = integration.config;
  if (options.length === 0 || !details) return <p className="pay-muted">{t('pay.noMethods')}</p>;
  const method = store.manualMethod;
  const link = store.upiLink;
  const payee = store.payee;
  const appMethod: ManualPaymentMethod = options.some((option) => option.key === 'upi') ? 'upi' : (options[0]?.key ?? 'upi');
  const copyButton = (key: string, text: string) => (
    <button type="button" className="pay-copy" onClick={() => void copy(key, text)}>
      {t(copied === key ? 'pay.copied' : 'pay.copy')}
    </button>
  );
  return (
    <div className="pay-methods">
      {isMobile && link && (
        <div className="pay-app">
          <a className="pay-primary pay-primary--link" href={link} onClick={() => store.chooseManualMethod(appMethod)}>
            {t('pay.upiApp')}
          </a>
          <p className="pay-muted pay-app__hint">{t('pay.upiAppHint')}</p>
          <p className="pay-app__or">{t('pay.otherWay')}</p>
        </div>
      )}
      <div role="radiogroup" aria-label={t('pay.method')} className="pay-options">
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
          {link ? <UpiQrCode link={link} label={t('pay.upiQrFor', { payee })} /> : details.qrCode ? <img className="pay-qr" src={details.qrCode} alt={t('pay.qrFor', { payee })} /> : <p>{t('pay.upiUnavailable')}</p>}
          {details.qrCodeAccountName && <p>{details.qrCodeAccountName}</p>}
          {isMobile && <p className="pay-muted">{t('pay.qrElsewhere')}</p>}
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
            <p className="pay-error">{t('pay.upiUnavailable')}</p>
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
