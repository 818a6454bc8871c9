import type { HTMLAttributes } from 'react';

/** The content column every page uses, so widths and gutters match across remotes. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={['ms-container', className].filter(Boolean).join(' ')} {...rest} />;
}

export function PageTitle({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h1 className={['ms-page-title', className].filter(Boolean).join(' ')} {...rest} />;
}
