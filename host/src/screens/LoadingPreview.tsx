export function LoadingPreview() {
  return (
    <div className="screen-center" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>Loading page preview...</p>
    </div>
  );
}
