import { useNavigate } from 'react-router-dom';

/** An existing page whose type the shell has no renderer for. */
export function ContentNotAvailable() {
  const navigate = useNavigate();
  return (
    <div className="screen-center" role="alert">
      <h1>Content Not Available</h1>
      <p>This page cannot be shown right now.</p>
      <div className="button-row">
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </div>
  );
}
