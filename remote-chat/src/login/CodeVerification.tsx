import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { LOGIN_CODE_DIGITS } from 'shared/constants';
import type { ChatFlowStore } from '../flow/chat-flow-store';
import { sayShared } from '../i18n/shared-texts';
import { useT } from '../i18n/use-t';
import { SystemLine } from './SystemLine';
import { useNow } from './use-now';

/**
 * The code step (spec "code-verification"): the 6-digit code (focused on arrival, offered to the phone's
 * SMS autofill, sent by itself at the sixth digit), Verify (disabled while empty, Enter submits), Resend
 * with a countdown from the server's `resendAfterSeconds`, and Change number.
 */
export const CodeVerification = observer(function CodeVerification({ flow }: { flow: ChatFlowStore }) {
  const { login, root } = flow;
  const t = useT();
  const id = useId();
  const now = useNow(root.now, login.resendAt > root.now());
  const wait = login.secondsUntilResend(now);
  const codeField = useRef<HTMLInputElement>(null);
  // the shopper came here to type the code: the field is ready for it (and for the keyboard's SMS suggestion)
  useEffect(() => codeField.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login.submitCode();
  };
  return (
    <div className="chat-login">
      <SystemLine text={t('login.codeSentTo', { digits: LOGIN_CODE_DIGITS, phone: login.sentTo })} />
      <form className="chat-login__form" onSubmit={submit} noValidate>
        <label className="chat-login__label" htmlFor={`${id}-code`}>
          {t('login.code')}
        </label>
        <input
          ref={codeField}
          id={`${id}-code`}
          className="chat-login__input chat-login__input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="••••••"
          value={login.code}
          aria-invalid={login.error ? true : undefined}
          aria-describedby={login.error ? `${id}-error` : undefined}
          onChange={(event) => login.setCode(event.target.value)}
        />
        {login.error && (
          <p id={`${id}-error`} className="chat-login__error" role="alert">
            {sayShared(t, login.error)}
          </p>
        )}
        <button type="submit" className="chat-login__submit" disabled={!login.canVerify} aria-busy={login.busy || undefined}>
          {login.busy ? t('login.verifying') : t('login.verify')}
        </button>
      </form>
      <div className="chat-login__links">
        <button type="button" className="chat-link" disabled={wait > 0 || login.busy} onClick={() => void login.resend()}>
          {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.resend')}
        </button>
        <button type="button" className="chat-link" disabled={login.busy} onClick={login.changeNumber}>
          {t('login.changeNumber')}
        </button>
      </div>
    </div>
  );
});
