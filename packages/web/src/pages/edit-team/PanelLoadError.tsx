/** What a pro panel shows when its list failed to load: the message and Retry (disabled while it asks again). */
export function PanelLoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="notice notice-error pro-panel-notice" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-small" onClick={onRetry} disabled={retrying}>
        Retry
      </button>
    </div>
  );
}
