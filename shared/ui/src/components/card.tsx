import type { HTMLAttributes } from 'react';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={['ms-card', className].filter(Boolean).join(' ')} {...rest} />;
}
