import { Button, Spinner } from '@mailscout/ui';

/**
 * What a text that quotes the configuration shows until it has loaded, or when it could not be
 * loaded: never figures that might disagree with the checkout.
 */
export function ConfigPending({ status, loadingText, errorText, retryText, onRetry }: {
  status: 'loading' | 'error';
  loadingText: string;
  errorText: string;
  retryText: string;
  onRetry: () => void;
}) {
  if (status === 'loading') {
    return (
      <div className="lg-pending" aria-busy="true">
        <Spinner label={loadingText} />
      </div>
    );
  }
  return (
    <div className="lg-pending lg-pending--error" role="alert">
      <p>{errorText}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryText}
      </Button>
    </div>
  );
}
