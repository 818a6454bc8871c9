import { APP_MANIFEST } from '@mailscout/app-manifest';
import { ROUTES } from './routes';

/** Which remote the shell gives a path to, read as the runtime configuration is ("/" owns only the root). */
function ownerOf(pathname: string): string | undefined {
  return APP_MANIFEST.remotes.find((remote) => remote.routes.some((route) => (route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`))))?.name;
}

describe('the pages screenshots and Lighthouse visit', () => {
  it('are each owned by a remote of the app manifest, except the not-found page', () => {
    const unowned = ROUTES.filter((route) => !ownerOf(new URL(route.path, 'http://localhost').pathname)).map((route) => route.name);
    expect(unowned).toEqual(['not-found']);
  });
});
