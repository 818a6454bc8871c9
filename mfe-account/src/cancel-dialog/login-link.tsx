import type { ReactNode } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { Link, useInRouterContext } from 'react-router-dom';

/** The dialog may be rendered by a host outside a router: then a plain link does the job. */
export function LoginLink({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <Link to={PAGES.login}>{children}</Link> : <a href={PAGES.login}>{children}</a>;
}
