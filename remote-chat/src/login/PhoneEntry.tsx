import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { COUNTRY_CODES } from 'shared/rules';
import type { ChatFlowStore } from '../flow/chat-flow-store';
import { sayShared } from '../i18n/shared-texts';
import { useChatLocale, useT } from '../i18n/use-t';
import { countryName } from './country-name';
import { SystemLine } from './SystemLine';
import { useNow } from './use-now';

/**
 * The first state (spec "phone-entry"): a system line saying what the number is for, the country-code
 * picker (+91 first and default) and the phone number, digits only. Send Code is disabled while the number is empty; Enter submits.
 */
export const PhoneEntry = observer(function PhoneEntry({ flow }: { flow: ChatFlowStore }) {
  const { login, root } = flow;
  const t = useT();
  const locale = useChatLocale();
  const id = useId();
  const now = useNow(root.now, login.blockedUntil > root.now());
  const blocked = login.secondsBlocked(now);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login.submitPhone();
  };
  return (
    <div className="chat-login">
      <SystemLine text={flow.phonePrompt} />
      <form className="chat-login__form" onSubmit={submit} noValidate>
        <label className="chat-login__label" htmlFor={`${id}-phone`}>
          {t('login.phone')}
        </label>
        <div className="chat-login__row">
          <span className="chat-country">
            <span className="chat-country__face" aria-hidden="true">
              {login.countryCode}
            </span>
            <select
              className="chat-country__select"
              aria-label={t('login.countryCode')}
              autoComplete="tel-country-code"
              value={login.countryIso}
              onChange={(event) => login.selectCountry(event.target.value)}
            >
              {COUNTRY_CODES.map((country) => (
                <option key={country.iso} value={country.iso}>
                  {countryName(country, locale)} ({country.dialCode})
                </option>
              ))}
            </select>
          </span>
          <input
            id={`${id}-phone`}
            className="chat-login__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('login.phonePlaceholder')}
            value={login.phone}
            aria-invalid={login.error ? true : undefined}
            aria-describedby={login.error ? `${id}-error` : undefined}
            onChange={(event) => login.setPhone(event.target.value)}
          />
        </div>
        {login.error && (
          <p id={`${id}-error`} className="chat-login__error" role="alert">
            {sayShared(t, login.error)}
          </p>
        )}
        <button type="submit" className="chat-login__submit" disabled={!login.canSendCode || blocked > 0} aria-busy={login.busy || undefined}>
          {blocked > 0 ? t('login.sendCodeIn', { seconds: blocked }) : login.busy ? t('login.sending') : t('login.sendCode')}
        </button>
      </form>
    </div>
  );
});
