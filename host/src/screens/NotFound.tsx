import { useNavigate } from 'react-router-dom';
import { TRY_AGAIN_RELOAD_DELAY_MS } from 'shared/rules';

interface Props {
  /** Where Contact Support leads: the site's contact page when it has one. */
  contactPath?: string;
}

export function NotFound({ contactPath = '/contact' }: Props) {
  const navigate = useNavigate();
  const retry = () => window.setTimeout(() => window.location.reload(), TRY_AGAIN_RELOAD_DELAY_MS);
  return (
    <div className="screen-center not-found" role="alert">
      <span className="badge badge-warning">Connection Error</span>
      <h1>Page not found</h1>
      <p>We couldn&apos;t find the page you were looking for.</p>
      <div className="button-row">
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <button type="button" className="btn" onClick={() => navigate('/')}>
          Home
        </button>
        <button type="button" className="btn btn-primary" onClick={retry}>
          Try Again
        </button>
      </div>
      <a href={contactPath}>Contact Support</a>
    </div>
  );
}
