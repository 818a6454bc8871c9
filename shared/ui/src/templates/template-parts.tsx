import type { ReactNode } from 'react';

/** The title block every template shares: one h1 style, an optional lead line below it. */
export function TemplateHeading({ title, subtitle, titleId }: { title: ReactNode; subtitle?: ReactNode; titleId?: string }) {
  return (
    <header className="ms-template__heading">
      <h1 id={titleId} className="ms-page-title" tabIndex={-1}>
        {title}
      </h1>
      {subtitle ? <p className="ms-template__subtitle">{subtitle}</p> : null}
    </header>
  );
}

export function classNames(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}
