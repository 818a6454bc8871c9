import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { RemoteDeclaration } from '@mailscout/contracts';
import { RootLayout } from '../layout/root-layout';
import { RouterErrorPage } from '../pages/router-error-page';
import { RemoteOutlet } from '../remotes/remote-outlet';

/**
 * One splat route below the layout: which remote renders a path is decided at runtime from
 * the runtime configuration, so routes can move between remotes without a shell build.
 */
export function appRoutes(remotes: readonly RemoteDeclaration[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouterErrorPage />,
      children: [{ path: '/*', element: <RemoteOutlet remotes={remotes} />, errorElement: <RouterErrorPage /> }],
    },
  ];
}

export function createAppRouter(remotes: readonly RemoteDeclaration[]) {
  return createBrowserRouter(appRoutes(remotes));
}

export function createTestRouter(remotes: readonly RemoteDeclaration[], initialEntries: string[]) {
  return createMemoryRouter(appRoutes(remotes), { initialEntries });
}
