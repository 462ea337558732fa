/** A whole screen that is loading: the page's data, or the code of a screen opened for the first time. */
export function LoadingScreen({ message = 'Loading...' }: { message?: string }) {
  return (
    <div className="screen-center" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
