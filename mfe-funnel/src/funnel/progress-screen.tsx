import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LookupKind } from '@mailscout/contracts';
import { Card } from '@mailscout/ui';
import { AgeGateDialog } from './age-gate-dialog';
import type { Outcome } from './preview-outcome';
import { PreviewHints } from './preview-hints';
import { PROGRESS_ITEMS, PROGRESS_SECTIONS, type ProgressItem } from './progress-items';
import { useItemTicker } from './use-item-ticker';
import type { LookupPreview } from './use-lookup-preview';

type ItemState = Exclude<Outcome, 'pending'> | 'active' | 'waiting';

const RESULT_KEYS: Record<Exclude<Outcome, 'pending'>, string> = {
  found: 'lookup.progress.result.found',
  not_found: 'lookup.progress.result.notFound',
  unavailable: 'lookup.progress.result.unavailable',
};

export interface ProgressScreenProps {
  kind: LookupKind;
  view: LookupPreview;
  /** The age gate was confirmed. */
  onContinue(): void;
}

/**
 * Stage retrievingOwner (spec §2): five sections of six items that tick as the preview's sources
 * answer (DECISIONS §1); the percentage is the share of items done; at 100% the age gate.
 */
export function ProgressScreen({ kind, view, onContinue }: ProgressScreenProps) {
  const { t } = useTranslation('funnel');
  const navigate = useNavigate();
  const location = useLocation();
  const outcomes = PROGRESS_ITEMS.map((item) => view.outcome(item.source[kind]));
  const ticked = useItemTicker(outcomes);
  const total = PROGRESS_ITEMS.length;
  const percent = Math.round((ticked / total) * 100);
  const finished = ticked >= total;

  const label = (item: ProgressItem) => t(`lookup.progress.items.${item.id}`, { context: kind });
  const stateOf = (index: number): ItemState => {
    const outcome = outcomes[index];
    if (index < ticked && outcome && outcome !== 'pending') return outcome;
    return index === ticked ? 'active' : 'waiting';
  };
  const lastIndex = ticked - 1;
  const lastItem = PROGRESS_ITEMS[lastIndex];
  const lastState = lastIndex >= 0 ? stateOf(lastIndex) : null;
  const announcement = lastItem && lastState && lastState in RESULT_KEYS ? `${label(lastItem)}: ${t(RESULT_KEYS[lastState as keyof typeof RESULT_KEYS])}` : '';

  // Spec §2: 'Exit' goes back in history; a visitor who arrived here directly goes home instead.
  const exit = () => (location.key === 'default' ? navigate('/', { replace: true }) : navigate(-1));
  const degraded = view.lookup.status === 'unavailable' || view.connection === 'lost';

  return (
    <Card className="fn-progress" aria-busy={!finished}>
      <h1 className="fn-stage-title" tabIndex={-1}>
        {finished ? t('lookup.progress.complete') : t('lookup.progress.loading', { context: kind })}
      </h1>
      <div className="fn-progressbar-row">
        <div
          className="fn-progressbar"
          role="progressbar"
          aria-label={t('lookup.progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <div className="fn-progressbar__fill" style={{ width: `${percent}%` }} />
        </div>
        <span className="fn-progressbar__value" aria-hidden="true">
          {percent}%
        </span>
      </div>
      {degraded ? <p className="fn-notice">{t('lookup.progress.degraded')}</p> : null}
      <p className="ms-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <ol className="fn-sections">
        {PROGRESS_SECTIONS.map((section, sectionIndex) => {
          const start = PROGRESS_SECTIONS.slice(0, sectionIndex).reduce((n, s) => n + s.items.length, 0);
          const done = Math.max(0, Math.min(section.items.length, ticked - start));
          const status = done === section.items.length ? 'done' : ticked >= start ? 'active' : 'waiting';
          return (
            <li key={section.id} className={`fn-section fn-section--${status}`} aria-current={status === 'active' ? 'step' : undefined} data-testid={`section-${section.id}`}>
              <h2 className="fn-section__title">
                <span>{t(`lookup.progress.sections.${section.id}`)}</span>
                <span className="fn-section__count">{t('lookup.progress.sectionCount', { done, total: section.items.length })}</span>
              </h2>
              <ul className="fn-items">
                {section.items.map((item, itemIndex) => {
                  const state = stateOf(start + itemIndex);
                  return (
                    <li key={item.id} className={`fn-item fn-item--${state}`} data-testid={`item-${item.id}`} data-state={state}>
                      <span className="fn-item__icon" aria-hidden="true">
                        {state === 'active' ? <span className="fn-spinner" /> : state === 'found' ? '✓' : state === 'not_found' ? '–' : state === 'unavailable' ? '!' : ''}
                      </span>
                      <span className="fn-item__label">{label(item)}</span>
                      {state in RESULT_KEYS ? <span className="fn-item__result">{t(RESULT_KEYS[state as keyof typeof RESULT_KEYS])}</span> : null}
                      {state === 'active' ? <span className="ms-visually-hidden">{t('lookup.progress.result.searching')}</span> : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
      {finished ? <PreviewHints kind={kind} view={view} /> : null}
      <AgeGateDialog open={finished} onConfirm={onContinue} onExit={exit} />
    </Card>
  );
}
