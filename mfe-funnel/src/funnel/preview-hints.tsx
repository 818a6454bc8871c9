import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupKind, SourceId } from '@mailscout/contracts';
import { countryName } from './checklist-rows';
import type { LookupPreview } from './use-lookup-preview';

/** Sources that only describe the input itself; they find nothing about its owner. */
const CHECK_SOURCES: readonly SourceId[] = ['local-checks', 'phone-numbering'];

/**
 * Spec §3 report preview hints: counts and booleans only, never a personal detail before payment.
 * When no source about the owner answered, the hints say unavailable rather than "nothing found".
 */
export function PreviewHints({ kind, view }: { kind: LookupKind; view: LookupPreview }) {
  const { t, i18n } = useTranslation('funnel');
  const titleId = useId();
  const { preview } = view;

  if (!preview || preview.status !== 'completed') {
    if (!view.settled) return null;
    return (
      <section className="fn-hints" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('lookup.hints.title')}</h2>
        <p className="fn-muted">{t('lookup.hints.unavailable')}</p>
      </section>
    );
  }

  const { hints } = preview;
  const answered = preview.sources.some((s) => !CHECK_SOURCES.includes(s.source) && (s.state === 'found' || s.state === 'not_found'));
  const unavailable = t('lookup.values.unavailable');
  const found = (value: boolean) => (answered ? t(value ? 'lookup.values.found' : 'lookup.values.notFound') : unavailable);
  const count = (value: number) => (answered ? String(value) : unavailable);
  const provider = hints.serviceProvider
    ? kind === 'phone'
      ? countryName(hints.serviceProvider, i18n.resolvedLanguage ?? 'en')
      : hints.serviceProvider
    : t('lookup.values.unknown');
  const breachesOutcome = view.outcome('hibp');

  const rows: Array<[string, string]> = [
    ['ownerName', found(hints.ownerNameFound)],
    ['location', found(hints.locationFound)],
    ['serviceProvider', provider],
    ['phone', found(hints.phoneFound)],
    ['socialProfiles', count(hints.socialProfiles)],
    ['addressRecords', count(hints.addressRecords)],
  ];
  // Breaches are checked for email addresses only, and only when the breach source answered.
  if (kind === 'email') rows.push(['breaches', breachesOutcome === 'found' || breachesOutcome === 'not_found' ? String(hints.breaches) : unavailable]);

  return (
    <section className="fn-hints" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('lookup.hints.title')}</h2>
      <dl className="fn-hints__list">
        {rows.map(([id, value]) => (
          <div key={id} className="fn-hints__row" data-testid={`hint-${id}`}>
            <dt>{t(`lookup.hints.${id}`, { context: kind })}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="fn-muted fn-hints__note">{t('lookup.hints.note')}</p>
    </section>
  );
}
