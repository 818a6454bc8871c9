import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesForKind, type CategoryState, type LookupKind, type ReportCategory } from '@mailscout/contracts';
import { countryName } from '../flow/phone-facts';
import { categoryOutcome } from './preview-outcome';
import type { LookupPreview } from './use-lookup-preview';

/**
 * docs/product.md#data report preview hints: counts and booleans only, never a personal detail before payment.
 * A hint whose sources failed says unavailable, never "not found" or 0.
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
  // Each hint is a report category, read by the same rule as the progress screen's items, so a
  // hint never says "Found" or a count where an item says "Unavailable" or "Not searched".
  const stateOf = (category: ReportCategory) => categoryOutcome(category, view).state;
  const word = (state: CategoryState, value: string) =>
    state === 'found' || state === 'not_found' ? value : t(state === 'not_searched' ? 'lookup.progress.result.notSearched' : 'lookup.values.unavailable');
  const found = (category: ReportCategory, value: boolean) => word(stateOf(category), t(value ? 'lookup.values.found' : 'lookup.values.notFound'));
  const count = (category: ReportCategory, value: number) => word(stateOf(category), String(value));
  const provider = hints.serviceProvider
    ? kind === 'phone'
      ? countryName(hints.serviceProvider, i18n.resolvedLanguage ?? 'en')
      : hints.serviceProvider
    : t('lookup.values.unknown');

  const rows: Array<[string, string]> = [
    ['ownerName', found('names', hints.ownerNameFound)],
    ['location', found('locations', hints.locationFound)],
    ['serviceProvider', provider],
    // For a number, "other phone numbers": the searched one is not counted (docs/decisions.md#preview-counts).
    ['phone', found('phones', hints.phoneFound)],
    ['socialProfiles', count('accounts', hints.socialProfiles)],
    // Places, not "address records": what the report lists are mostly cities.
    ['places', count('locations', hints.addressRecords)],
  ];
  // Only where a source of this kind of lookup checks breaches (email addresses: docs/decisions.md#claims-from-catalogue).
  if (categoriesForKind(kind, ['breaches']).length > 0) rows.push(['breaches', count('breaches', hints.breaches)]);

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
