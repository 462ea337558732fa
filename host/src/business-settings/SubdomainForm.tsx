import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'shared';
import { subdomainProblem } from 'shared/constants';
import { movedSiteOrigin, siteSuffix } from './site-address';

interface Props {
  subdomain: string;
  move: (subdomain: string) => Promise<{ subdomain: string }>;
  /** Where the browser goes once the site moved (tests pass a spy). */
  go?: (url: string) => void;
}

/**
 * The site's address, changed on its own (it moves the whole site). The owner's session lives on the old
 * address (the browser's storage and the refresh cookie belong to that host name), so after the move it
 * is ended here and the owner logs in at the new address, landing back on this page.
 */
export const SubdomainForm = observer(function SubdomainForm({ subdomain, move, go = (url) => window.location.assign(url) }: Props) {
  const { owner } = useStore();
  const id = useId();
  const [value, setValue] = useState(subdomain);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = value.trim().toLowerCase();
    const problem = subdomainProblem(wanted);
    setError(problem);
    if (problem || wanted === subdomain) return;
    setSending(true);
    try {
      const answer = await move(wanted);
      const next = `${movedSiteOrigin(answer.subdomain, subdomain, window.location)}/owner?next=${encodeURIComponent('/owner/settings')}`;
      setMoved(next);
      await owner.logout();
      go(next);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'The address could not be changed.');
    } finally {
      setSending(false);
    }
  };

  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form className="business-settings__card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Site address</h2>
      <div className="business-settings__field">
        <label htmlFor={`${id}-subdomain`}>Subdomain</label>
        <div className="business-settings__address">
          <input
            id={`${id}-subdomain`}
            value={value}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
          <span aria-hidden="true">{siteSuffix(subdomain, window.location)}</span>
        </div>
        <p id={`${id}-hint`} className="business-settings__hint">
          3-30 lower-case letters, digits or hyphens. Your site moves to the new address at once and the old one stops working: you will log in again there.
        </p>
        {error && (
          <p id={`${id}-error`} className="business-settings__error">
            {error}
          </p>
        )}
      </div>
      <div className="business-settings__actions">
        <button type="submit" className="btn" disabled={sending || value.trim().toLowerCase() === subdomain}>
          {sending ? 'Moving…' : 'Change address'}
        </button>
        {moved && (
          <p role="status" className="business-settings__status">
            Your site has moved. <a href={moved}>Log in at the new address</a>
          </p>
        )}
      </div>
    </form>
  );
});
