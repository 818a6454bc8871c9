import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/** The dialog may be rendered by a host outside a router: then a plain link does the job. */
export function LoginLink({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <Link to="/login">{children}</Link> : <a href="/login">{children}</a>;
}
