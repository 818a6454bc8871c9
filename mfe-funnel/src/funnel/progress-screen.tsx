import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CategoryState, LookupKind } from '@mailscout/contracts';
import { Card } from '@mailscout/ui';
import { AgeGateDialog } from './age-gate-dialog';
import type { CategoryOutcome } from './preview-outcome';
import { PreviewHints } from './preview-hints';
import { itemOutcome, PROGRESS_ITEMS, PROGRESS_SECTIONS, type ProgressItem } from './progress-items';
import { useItemTicker } from './use-item-ticker';
import type { LookupPreview } from './use-lookup-preview';
import './progress-screen.css';

type Result = Exclude<CategoryState, 'pending'>;
type ItemState = Result | 'active' | 'waiting';

const RESULT_KEYS: Record<Result, string> = {
  found: 'lookup.progress.result.found',
  not_found: 'lookup.progress.result.notFound',
  unavailable: 'lookup.progress.result.unavailable',
  not_searched: 'lookup.progress.result.notSearched',
};
const ICONS: Record<ItemState, string> = { found: '✓', not_found: '–', unavailable: '!', not_searched: '○', active: '', waiting: '' };
const isResult = (state: ItemState): state is Result => state in RESULT_KEYS;

export interface ProgressScreenProps {
  kind: LookupKind;
  view: LookupPreview;
  /** The age gate was confirmed. */
  onContinue(): void;
}

/**
 * Stage retrievingOwner (docs/product.md#progress): five sections of six items. Each item is a report category
 * and says what the preview learnt of it (docs/decisions.md#progress-screen): "Found" only when the report will show
 * a datum of it, "Nothing found", "Unavailable", or "Not searched" with the reason. Items tick in
 * order as their answers arrive (a short minimum each); at 100% the age gate.
 */
export function ProgressScreen({ kind, view, onContinue }: ProgressScreenProps) {
  const { t } = useTranslation('funnel');
  const navigate = useNavigate();
  const location = useLocation();
  const outcomes: CategoryOutcome[] = PROGRESS_ITEMS.map((item) => itemOutcome(item, kind, view));
  const ticked = useItemTicker(outcomes.map((o) => o.state));
  const total = PROGRESS_ITEMS.length;
  const percent = Math.round((ticked / total) * 100);
  const finished = ticked >= total;

  const label = (item: ProgressItem) => t(`lookup.progress.items.${item.id}`, { context: kind });
  const stateOf = (index: number): ItemState => {
    const outcome = outcomes[index];
    if (index < ticked && outcome && outcome.state !== 'pending') return outcome.state;
    return index === ticked ? 'active' : 'waiting';
  };
  const reasonOf = (item: ProgressItem, outcome: CategoryOutcome | undefined): string | null => {
    if (outcome?.state !== 'not_searched') return null;
    if (outcome.reason === 'noSource') return t(`lookup.progress.reasons.${item.category[kind]}`);
    return t(`lookup.progress.reasons.${outcome.reason ?? 'noSource'}`, { context: kind });
  };
  const lastIndex = ticked - 1;
  const lastItem = PROGRESS_ITEMS[lastIndex];
  const lastState = lastIndex >= 0 ? stateOf(lastIndex) : null;
  const announcement = lastItem && lastState && isResult(lastState) ? `${label(lastItem)}: ${t(RESULT_KEYS[lastState])}` : '';

  // docs/product.md#lookup-funnel: 'Exit' goes back in history; a visitor who arrived here directly goes home instead.
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
          // A section no source of this service searches at all says so once, not six times.
          const unsearched = section.items.every((_, i) => outcomes[start + i]?.reason === 'noSource');
          return (
            <li key={section.id} className={`fn-section fn-section--${status}`} aria-current={status === 'active' ? 'step' : undefined} data-testid={`section-${section.id}`}>
              <h2 className="fn-section__title">
                <span>{t(`lookup.progress.sections.${section.id}`)}</span>
                <span className="fn-section__count">{t('lookup.progress.sectionCount', { done, total: section.items.length })}</span>
              </h2>
              {unsearched && done > 0 ? <p className="fn-section__note">{t(`lookup.progress.sectionNotSearched.${section.id}`)}</p> : null}
              <ul className="fn-items">
                {section.items.map((item, itemIndex) => {
                  const state = stateOf(start + itemIndex);
                  const reason = isResult(state) && !unsearched ? reasonOf(item, outcomes[start + itemIndex]) : null;
                  return (
                    <li key={item.id} className={`fn-item fn-item--${state}`} data-testid={`item-${item.id}`} data-state={state}>
                      <span className="fn-item__icon" aria-hidden="true">
                        {state === 'active' ? <span className="fn-spinner" /> : ICONS[state]}
                      </span>
                      <span className="fn-item__label">{label(item)}</span>
                      {isResult(state) ? <span className="fn-item__result">{t(RESULT_KEYS[state])}</span> : null}
                      {reason ? <span className="fn-item__reason">{reason}</span> : null}
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
