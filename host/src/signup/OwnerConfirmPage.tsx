import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OWNER_LOGIN_ROUTE, useStore } from 'shared';
import { confirmEmailAnswerSchema } from './contract-refs';
import { OWNER_PAGE_ROUTES, SIGNUP_PATHS } from 'shared/constants';
import { loginPathReturningTo } from '../inbox/return-path';
import '../edit-mode/edit-mode.css';

/**
 * The owner login page of the new site, its subdomain in front of this page's host name, coming back to
 * the back office's catalogue: a new shop's first task is its first product.
 */
export function siteLoginUrl(subdomain: string, location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol}//${subdomain}.${location.host}${loginPathReturningTo(OWNER_LOGIN_ROUTE, OWNER_PAGE_ROUTES.catalogue)}`;
}

type State = { status: 'confirming' } | { status: 'confirmed'; message: string; subdomain: string } | { status: 'failed'; message: string };

/** `/owner/confirm?token=…`: the link of the sign-up e-mail. Confirms once, then points to the new site's login. */
export function OwnerConfirmPage() {
  const { api } = useStore();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'confirming' });

  useEffect(() => {
    let live = true;
    api
      .post(SIGNUP_PATHS.confirmEmail, { token }, confirmEmailAnswerSchema)
      .then((answer) => live && setState({ status: 'confirmed', message: answer.message, subdomain: answer.subdomain }))
      .catch((error: unknown) => live && setState({ status: 'failed', message: error instanceof Error && error.message ? error.message : 'Confirmation failed.' }));
    return () => {
      live = false;
    };
  }, [api, token]);

  return (
    <main className="owner-login" id="main">
      <div className="owner-login__card" role="status">
        <h1>Confirm your e-mail</h1>
        {state.status === 'confirming' && <p>Confirming…</p>}
        {state.status === 'failed' && <p className="owner-login__failure">{state.message}</p>}
        {state.status === 'confirmed' && (
          <>
            <p>{state.message}</p>
            <a className="btn btn-primary" href={siteLoginUrl(state.subdomain, window.location)}>
              Log in to your site
            </a>
          </>
        )}
      </div>
    </main>
  );
}
