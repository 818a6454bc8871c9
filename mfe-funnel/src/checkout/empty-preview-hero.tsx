import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sourceNameKey, type LookupKind, type Preview, type SourceId, type SourceState } from '@mailscout/contracts';
import { Card } from '@mailscout/ui';
import { countryName, isKnownLineType } from '../flow/phone-facts';
import { useLanguage } from '@mailscout/i18n';
import './empty-preview.css';
import { shownTarget } from '../flow/shown-target';

/** The free checks themselves: shown as checks, not as a source that "answered". */
const FREE_CHECK_SOURCES: ReadonlySet<SourceId> = new Set(['local-checks', 'phone-numbering']);
const FAILED: ReadonlySet<SourceState> = new Set(['error', 'timeout', 'rate_limited', 'pending']);

type Answer = 'not_found' | 'found' | 'failed';

const answerOf = (state: SourceState): Answer => (FAILED.has(state) ? 'failed' : state === 'found' ? 'found' : 'not_found');

export interface EmptyPreviewHeroProps {
  kind: LookupKind;
  target: string;
  /** The completed preview that found nothing beyond the free checks (`isEmptyPreview`). */
  preview: Preview;
}

/** The free checks' results as label and value, from the preview's own checks (nothing filled in). */
function useFreeChecks(kind: LookupKind, preview: Preview): Array<{ id: string; label: string; value: string }> {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const yesNo = (value: boolean) => t(value ? 'lookup.values.yes' : 'lookup.values.no');
  const row = (id: string, value: string) => ({ id, label: t(`lookup.checklist.rows.${id}`), value });
  if (kind === 'email') {
    const checks = preview.emailChecks;
    if (!checks) return [];
    return [
      row('validEmail', yesNo(checks.valid)),
      row('emailType', checks.type ? t(`lookup.values.type.${checks.type}`) : t('lookup.values.unknown')),
      row('roleAddress', yesNo(checks.role)),
      row('deliverability', t(`lookup.values.deliverability.${checks.deliverability}`)),
    ];
  }
  const checks = preview.phoneChecks;
  if (!checks) return [];
  return [
    row('validNumber', yesNo(checks.valid)),
    row('country', checks.country ? countryName(checks.country, language) : t('lookup.values.unknown')),
    row('lineType', isKnownLineType(checks.lineType) ? t(`lookup.values.lineType.${checks.lineType}`) : t('lookup.values.unknown')),
  ];
}

/**
 * docs/decisions.md#empty-previews: the payment stage's top when the free preview found nothing. The
 * headline says so (or that the sources could not be reached, when none answered); below it, what
 * a report would still contain: the free checks with their results and every source the preview
 * asked with its answer — 'could not be checked' kept apart from 'nothing found'. The primary
 * action is to look up someone else, not to buy; no 'ready to unlock', no urgency.
 */
export function EmptyPreviewHero({ kind, target, preview }: EmptyPreviewHeroProps) {
  const { t } = useTranslation('funnel');
  const checksId = useId();
  const freeChecks = useFreeChecks(kind, preview);
  const asked = preview.sources.filter((progress) => progress.state !== 'disabled' && !FREE_CHECK_SOURCES.has(progress.source));
  const unchecked = preview.hints.noNetworkedSourceAnswered === true;
  const titleContext = [kind === 'phone' ? 'phone' : null, unchecked ? 'unchecked' : null].filter(Boolean).join('_') || undefined;

  return (
    <Card className="fn-ck-hero fn-ep" data-testid="empty-preview">
      <h1 className="fn-stage-title" tabIndex={-1}>
        {t('checkout.emptyPreview.title', { context: titleContext })}
      </h1>
      <p className="fn-ck-hero__target">
        <span className="fn-muted">{t('checkout.hero.target')} </span>
        <strong className="fn-target">{shownTarget(target)}</strong>
      </p>
      <p className="fn-ep__intro">{t('checkout.emptyPreview.intro', { context: kind })}</p>
      <section className="fn-ep__checks" aria-labelledby={checksId} data-testid="empty-preview-checks">
        <h2 id={checksId} className="fn-ck-section-title">
          {t('checkout.emptyPreview.checksTitle')}
        </h2>
        {freeChecks.length ? (
          <>
            <h3 className="fn-ep__subtitle">{t('checkout.emptyPreview.freeChecks')}</h3>
            <dl className="fn-ep__list">
              {freeChecks.map((check) => (
                <div key={check.id} className="fn-ep__row" data-check={check.id}>
                  <dt>{check.label}</dt>
                  <dd>{check.value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        {asked.length ? (
          <>
            <h3 className="fn-ep__subtitle">{t('checkout.emptyPreview.sourcesTitle')}</h3>
            <dl className="fn-ep__list">
              {asked.map((progress) => {
                const answer = answerOf(progress.state);
                return (
                  <div key={progress.source} className={`fn-ep__row fn-ep__row--${answer}`} data-source={progress.source} data-answer={answer}>
                    <dt>{t(sourceNameKey('funnelEmptyPreview', progress.source))}</dt>
                    <dd>{t(`checkout.emptyPreview.answers.${answer}`)}</dd>
                  </div>
                );
              })}
            </dl>
          </>
        ) : null}
      </section>
      <Link to="/" className="ms-button ms-button--primary ms-button--lg fn-ep__another">
        {t('checkout.emptyPreview.lookUpAnother', { context: kind })}
      </Link>
    </Card>
  );
}
