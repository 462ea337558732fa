import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'shared';
import { safeReturnPath } from '../inbox/return-path';
import { ownerLoginProblems, type OwnerLoginProblems } from './owner-login-form';
import './edit-mode.css';

interface Props {
  /** The site this page is on: only its owner can log in here. */
  subdomain: string;
}

/**
 * `/owner`: the website owner's login. On success the owner returns to the home page in edit mode. The
 * token is kept as `userAccessToken`; the refresh token is an httpOnly cookie the page never sees.
 */
export const OwnerLoginPage = observer(function OwnerLoginPage({ subdomain }: Props) {
  const { owner } = useStore();
  const navigate = useNavigate();
  // A page that sent the owner here to log in (the inbox) is where they go back to.
  const returnTo = safeReturnPath(useLocation().search);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<OwnerLoginProblems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = ownerLoginProblems(email, password);
    setProblems(found);
    setFailure(null);
    if (found.email || found.password) {
      form.querySelector<HTMLElement>(found.email ? 'input[type="email"]' : 'input[type="password"]')?.focus();
      return;
    }
    try {
      await owner.login(email.trim(), password, subdomain);
      navigate(returnTo ?? '/', { replace: true });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'Login failed. Please try again.');
    }
  };

  if (owner.isLoggedIn && owner.subdomain === subdomain) {
    return (
      <main className="owner-login" id="main">
        <div className="owner-login__card">
          <h1>Owner login</h1>
          <p>You are signed in as {owner.owner?.name}.</p>
          <div className="owner-login__actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                owner.enterEditMode();
                navigate('/');
              }}
            >
              Edit Website
            </button>
            <button type="button" className="btn" onClick={() => void owner.logout()}>
              Logout
            </button>
          </div>
        </div>
      </main>
    );
  }

  return (
    <main className="owner-login" id="main">
      <form className="owner-login__card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Owner login</h1>
        <p className="owner-login__lead">Sign in to edit your website.</p>
        {failure && (
          <p className="owner-login__failure" role="alert">
            {failure}
          </p>
        )}
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={problems.email ? `${id}-email-error` : undefined}
        />
        {problems.email && (
          <p id={`${id}-email-error`} className="owner-login__error">
            {problems.email}
          </p>
        )}
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={problems.password ? true : undefined}
          aria-describedby={problems.password ? `${id}-password-error` : undefined}
        />
        {problems.password && (
          <p id={`${id}-password-error`} className="owner-login__error">
            {problems.password}
          </p>
        )}
        <button type="submit" className="btn btn-primary owner-login__submit" disabled={owner.loggingIn}>
          {owner.loggingIn ? 'Logging in…' : 'Log in'}
        </button>
        <Link to="/" className="owner-login__back">
          Back to the website
        </Link>
      </form>
    </main>
  );
});
