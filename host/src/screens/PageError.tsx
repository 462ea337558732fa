interface Props {
  message: string;
  onRetry: () => void;
}

/** A page that failed to load for a reason other than "no such page". */
export function PageError({ message, onRetry }: Props) {
  return (
    <div className="screen-center" role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
