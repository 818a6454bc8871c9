import type { ReactNode } from 'react';
import { classNames, TemplateHeading } from './template-parts';

export interface DocumentPageTemplateProps {
  title: ReactNode;
  /** Under the title, e.g. "Last updated: 1 March 2026". */
  meta?: ReactNode;
  /** A table of contents (a `<nav>` with links to the sections); a sidebar on wide screens. */
  toc?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of text pages (terms, privacy, cookies, help centre, about): the title, then the
 * text at a readable measure (about 70 characters), with an optional table of contents beside it.
 * Anchors in the text clear the sticky header (base.css).
 *
 * @example
 *   <DocumentPageTemplate title={t('terms.title')} meta={t('terms.updated')} toc={<TermsToc />}>
 *     <section id="use">…</section>
 *   </DocumentPageTemplate>
 */
export function DocumentPageTemplate({ title, meta, toc, children, className }: DocumentPageTemplateProps) {
  return (
    <div
      className={classNames('ms-template ms-template--document ms-container', toc ? 'ms-template--with-toc' : undefined, className)}
      data-template="document"
    >
      <TemplateHeading title={title} subtitle={meta} />
      <div className="ms-template__columns">
        {toc ? <div className="ms-template__toc">{toc}</div> : null}
        <div className="ms-template__main ms-prose">{children}</div>
      </div>
    </div>
  );
}
