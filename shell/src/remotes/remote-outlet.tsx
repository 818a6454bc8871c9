import { Suspense, use, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteDeclaration } from '@mailscout/contracts';
import { findOwner } from '@mailscout/contracts/page';
import { Button, Container, ErrorBoundary, NotFound, Spinner } from '@mailscout/ui';
import { routeSkeletonKind } from '../app/route-skeletons';
import { remoteEntered, remoteLeft, remoteShown } from './deferred-hydration';
import { StageSkeleton } from './stage-skeleton';
import { useRemote, useRemoteRegistry } from './remote-registry-context';

/** Renders whichever remote owns the current path, or the not-found page. */
export function RemoteOutlet({ remotes }: { remotes: readonly RemoteDeclaration[] }) {
  const { pathname } = useLocation();
  const owner = findOwner(pathname, remotes);
  if (!owner) return <NotFound />;
  return <RemoteRoutes key={owner.name} name={owner.name} />;
}

function RemoteRoutes({ name }: { name: string }) {
  const { state, retry } = useRemote(name);
  // Whoever waits for this remote's part of the page (a language change) stops waiting when it leaves.
  useEffect(() => {
    remoteEntered(name);
    return () => remoteLeft(name);
  }, [name]);
  // One element per remote: a change of load state re-renders this component but not the
  // boundary below, so a page the server rendered stays as it is (dehydrated, working as plain
  // HTML) until its code is here. An update reaching that boundary first would make React throw
  // the server's HTML away and show the spinner.
  const page = useMemo(
    () => (
      <ErrorBoundary
        onError={(error) => console.error(`remote "${name}" failed while rendering`, error)}
        fallback={({ reset }) => <RemoteUnavailable onRetry={reset} />}
      >
        <Suspense fallback={<RouteLoading />}>
          <RemoteModule name={name} />
        </Suspense>
      </ErrorBoundary>
    ),
    [name],
  );
  if (state.status === 'error') return <RemoteUnavailable onRetry={retry} />;
  return page;
}

function RemoteModule({ name }: { name: string }) {
  const registry = useRemoteRegistry();
  // docs/architecture.md#prerendered-pages: hydration suspends here, which leaves the server-rendered page in place until the
  // remote's code has arrived (deferred-hydration.ts decides when it is fetched).
  if (registry.hydratesLater(name)) use(registry.whenSettled(name));
  const state = useSyncExternalStore(registry.subscribe, () => registry.get(name), () => registry.get(name));
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    // The remote's page is React's now (tests, the event replay and a waiting language change go on).
    remoteShown(name);
  }, [ready, name]);
  if (state.status === 'ready') {
    const Routes = state.module.default;
    return <Routes />;
  }
  if (state.status === 'error') return null; // RemoteRoutes shows the fallback
  return <RouteLoading />;
}

function RouteLoading() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // docs/architecture.md#stage-skeletons: the stage's skeleton where the route has one (in the
  // composed HTML too), the spinner elsewhere.
  const skeleton = routeSkeletonKind(pathname);
  if (skeleton) {
    return (
      <div className="ms-route-loading ms-route-loading--skeleton" aria-busy="true" role="status" aria-label={t('remote.loading')}>
        <StageSkeleton kind={skeleton} />
      </div>
    );
  }
  return (
    <div className="ms-route-loading" aria-busy="true">
      <Spinner label={t('remote.loading')} />
    </div>
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
