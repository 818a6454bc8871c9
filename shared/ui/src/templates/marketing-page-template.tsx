import type { ReactNode } from 'react';
import { classNames } from './template-parts';

export interface MarketingPageTemplateProps {
  /** The first screen (full width; the hero draws its own h1). */
  hero?: ReactNode;
  /** The page's sections; wrap each in `<MarketingSection>` for the shared rhythm. */
  children: ReactNode;
  className?: string;
}

/**
 * The frame of marketing pages (home, about): a full-width hero, then sections in the content
 * column with the same vertical rhythm.
 *
 * @example
 *   <MarketingPageTemplate hero={<Hero />}>
 *     <MarketingSection id="features" title={t('features.title')}>…</MarketingSection>
 *   </MarketingPageTemplate>
 */
export function MarketingPageTemplate({ hero, children, className }: MarketingPageTemplateProps) {
  return (
    <div className={classNames('ms-template ms-template--marketing', className)} data-template="marketing">
      {hero ? <div className="ms-template__hero">{hero}</div> : null}
      {children}
    </div>
  );
}

export interface MarketingSectionProps {
  id?: string;
  /** An h2; leave it out when the section draws its own heading. */
  title?: ReactNode;
  lead?: ReactNode;
  /** A tinted band, to alternate sections. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
  className?: string;
}

/** One section of a marketing page: content column, section spacing, optional h2 and lead. */
export function MarketingSection({ id, title, lead, tone = 'plain', children, className }: MarketingSectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={classNames('ms-template__section', tone === 'muted' && 'ms-template__section--muted', className)}
    >
      <div className="ms-container">
        {title ? (
          <h2 id={headingId} className="ms-section-title">
            {title}
          </h2>
        ) : null}
        {lead ? <p className="ms-section-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
