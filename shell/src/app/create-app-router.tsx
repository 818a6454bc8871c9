import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteDeclaration } from '@mailscout/contracts';
import { ErrorBoundary } from '@mailscout/ui';
import { RootLayout } from '../layout/root-layout';
import { RouterErrorPage } from '../pages/router-error-page';
import { RemoteOutlet } from '../remotes/remote-outlet';

/**
 * One splat route below the layout: which remote renders a path is decided at runtime from
 * the runtime configuration, so routes can move between remotes without a shell build.
 *
 * Declarative routes inside `<BrowserRouter>` (or the server's `<StaticRouter>`), not a data
 * router: the shell uses none of its loaders, actions or fetchers, and the data router is about
 * half of react-router's bytes on every page (docs/architecture.md#first-bundle: 34 → 16 kB gzip).
 */
export function AppRoutes({ remotes }: { remotes: readonly RemoteDeclaration[] }) {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route
            path="/*"
            element={
              <RouteErrorBoundary>
                <RemoteOutlet remotes={remotes} />
              </RouteErrorBoundary>
            }
          />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/** As a route's error element: an error while rendering shows the error page until the next navigation. */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={({ error, reset }) => <ErrorUntilNavigation error={error} reset={reset} />}>{children}</ErrorBoundary>;
}

function ErrorUntilNavigation({ error, reset }: { error: Error; reset: () => void }) {
  const { pathname } = useLocation();
  const [failedAt] = useState(pathname);
  useEffect(() => {
    if (pathname !== failedAt) reset();
  }, [pathname, failedAt, reset]);
  return <RouterErrorPage error={error} />;
}
