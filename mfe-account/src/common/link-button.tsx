import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A router link that looks like the ui package's Button (navigation, so a link, not a button). */
export function LinkButton({ to, variant = 'secondary', children }: { to: string; variant?: 'primary' | 'secondary' | 'destructive'; children: ReactNode }) {
  return (
    <Link to={to} className={`ms-button ms-button--${variant} ms-button--md`}>
      {children}
    </Link>
  );
}
