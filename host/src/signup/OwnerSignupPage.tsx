import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'shared';
import { ownerSignupAnswerSchema } from './contract-refs';
import { SIGNUP_PATHS, SIGNUP_TEMPLATES, subdomainProblem } from 'shared/constants';
import '../edit-mode/edit-mode.css';
import './signup.css';

type Field = 'name' | 'businessName' | 'subdomain' | 'email' | 'password';
type Problems = Partial<Record<Field, string>>;

const FIELDS: { field: Field; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { field: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { field: 'businessName', label: 'Business name', type: 'text', autoComplete: 'organization' },
  { field: 'subdomain', label: 'Subdomain', type: 'text', autoComplete: 'off', hint: 'Your site’s address: 3-30 lower-case letters, digits or hyphens.' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', hint: 'At least 10 characters.' },
];

/** The field a server message is about, so it shows beside that field; anything else shows at the top. */
function fieldOf(message: string): Field | null {
  if (/subdomain/i.test(message)) return 'subdomain';
  if (/e-?mail/i.test(message)) return 'email';
  if (/password/i.test(message)) return 'password';
  return null;
}

/** What the form says before sending: every field is required, the subdomain follows its rules. */
export function signupProblems(values: Record<Field, string>): Problems {
  const problems: Problems = {};
  for (const { field, label } of FIELDS) if (!values[field].trim()) problems[field] = `${label} is required`;
  if (!problems.subdomain) problems.subdomain = subdomainProblem(values.subdomain.trim().toLowerCase()) ?? undefined;
  if (!problems.password && values.password.length < 10) problems.password = 'Password must be at least 10 characters';
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v)) as Problems;
}

/**
 * `/owner/signup`: a business signs up. On success the page asks the owner to open the confirmation
 * link sent by e-mail (in development the API prints it in its log).
 */
export function OwnerSignupPage() {
  const { api } = useStore();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', businessName: '', subdomain: '', email: '', password: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<{ email: string; subdomain: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = signupProblems(values);
    setProblems(found);
    setFailure(null);
    const first = FIELDS.find(({ field }) => found[field]);
    if (first) {
      form.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first.field}`)}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await api.post(
        SIGNUP_PATHS.signup,
        { ...values, subdomain: values.subdomain.trim().toLowerCase(), template: SIGNUP_TEMPLATES[0] },
        ownerSignupAnswerSchema,
      );
      setSentTo({ email: answer.email, subdomain: answer.subdomain });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Sign-up failed. Please try again.';
      const field = fieldOf(message);
      if (field) setProblems({ [field]: message });
      else setFailure(message);
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <main className="owner-login" id="main">
        <div className="owner-login__card" role="status">
          <h1>Check your e-mail</h1>
          <p>
            We sent a confirmation link to <strong>{sentTo.email}</strong>. Open it to confirm your account, then log in to edit your site at{' '}
            <strong>{sentTo.subdomain}</strong>.
          </p>
          <p className="owner-signup__note">Running the shop on your own machine? The link is printed in the API server’s log.</p>
        </div>
      </main>
    );
  }

  return (
    <main className="owner-login" id="main">
      <form className="owner-login__card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Create your shop</h1>
        <p className="owner-login__lead">Sign up to get your own website.</p>
        {failure && (
          <p className="owner-login__failure" role="alert">
            {failure}
          </p>
        )}
        {FIELDS.map(({ field, label, type, autoComplete, hint }) => {
          const described = [hint ? `${id}-${field}-hint` : '', problems[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ');
          return (
            <div key={field} className="owner-signup__field">
              <label htmlFor={`${id}-${field}`}>{label}</label>
              <input
                id={`${id}-${field}`}
                type={type}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(e) => setValues((old) => ({ ...old, [field]: e.target.value }))}
                aria-invalid={problems[field] ? true : undefined}
                aria-describedby={described || undefined}
              />
              {hint && (
                <p id={`${id}-${field}-hint`} className="owner-signup__hint">
                  {hint}
                </p>
              )}
              {problems[field] && (
                <p id={`${id}-${field}-error`} className="owner-login__error">
                  {problems[field]}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" className="btn btn-primary owner-login__submit" disabled={sending}>
          {sending ? 'Creating…' : 'Sign up'}
        </button>
        <Link to="/owner" className="owner-login__back">
          Already have a shop? Log in
        </Link>
      </form>
    </main>
  );
}
