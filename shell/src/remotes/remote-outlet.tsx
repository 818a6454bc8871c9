import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { findOwner, type RemoteDeclaration } from '@mailscout/contracts';
import { Button, Container, ErrorBoundary, NotFound, Spinner } from '@mailscout/ui';
import { useRemote } from './remote-registry-context';

/** Renders whichever remote owns the current path, or the not-found page. */
export function RemoteOutlet({ remotes }: { remotes: readonly RemoteDeclaration[] }) {
  const { pathname } = useLocation();
  const owner = findOwner(pathname, remotes);
  if (!owner) return <NotFound />;
  return <RemoteRoutes key={owner.name} name={owner.name} />;
}

function RemoteRoutes({ name }: { name: string }) {
  const { state, retry } = useRemote(name);
  const { t } = useTranslation('shell');

  if (state.status === 'error') {
    return <RemoteUnavailable onRetry={retry} />;
  }
  if (state.status !== 'ready') {
    return (
      <div className="ms-route-loading" aria-busy="true">
        <Spinner label={t('remote.loading')} />
      </div>
    );
  }
  const Routes = state.module.default;
  return (
    <ErrorBoundary
      onError={(error) => console.error(`remote "${name}" failed while rendering`, error)}
      fallback={({ reset }) => <RemoteUnavailable onRetry={reset} />}
    >
      <Routes />
    </ErrorBoundary>
  );
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Container className="ms-remote-fallback" role="alert" data-testid="remote-fallback">
      <h1 className="ms-page-title">{t('remote.unavailableTitle')}</h1>
      <p>{t('remote.unavailableText')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </Container>
  );
}
