import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: a component that renders the remote's own
 * `<Routes>` (absolute paths), so the remote can add sub-routes without a shell release.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

export const REMOTE_ROUTES_EXPOSE = 'routes';
