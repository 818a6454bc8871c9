import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupKind } from '@mailscout/contracts';
import { Card } from '@mailscout/ui';
import { checklistRows, type ChecklistRow } from './checklist-rows';
import type { LookupPreview } from './use-lookup-preview';
import { shownTarget } from '../flow/shown-target';

/**
 * docs/product.md#checklist: rows appear one by one, about 0.8 to 1.6 s apart; completion 1 s after
 * the last. The first row is there when the stage opens (docs/decisions.md#verification-checklist):
 * the intervals are between rows, so a click on "Search Now" lands on a row at once.
 */
export const REVEAL_MIN_MS = 800;
export const REVEAL_MAX_MS = 1600;
export const COMPLETE_AFTER_MS = 1000;
/** A row still being checked holds completion this long at most; the progress screen follows it on. */
export const CHECK_WAIT_CAP_MS = 8000;

function RowMark({ row }: { row: ChecklistRow }) {
  const { t } = useTranslation('funnel');
  const { value } = row;
  if (value.kind === 'pending') {
    return (
      <span className="fn-check__value fn-check__value--pending">
        <span className="fn-spinner" aria-hidden="true" />
        {t('lookup.values.checking')}
      </span>
    );
  }
  if (value.kind === 'unavailable') return <span className="fn-check__value fn-check__value--muted">{t('lookup.values.unavailable')}</span>;
  if (value.kind === 'name') {
    return (
      <span className="fn-check__value">
        {value.found ? (
          <span className="fn-blur" aria-hidden="true">
            ████ ██████
          </span>
        ) : null}
        {t(value.found ? 'lookup.values.nameFound' : 'lookup.values.nameNotFound')}
      </span>
    );
  }
  return <span className={`fn-check__value fn-check__value--${value.tone}`}>{value.text}</span>;
}

export interface VerificationChecklistProps {
  kind: LookupKind;
  target: string;
  view: LookupPreview;
  onComplete(): void;
}

/** Stage initiatingLookup: the verification checklist with the preview's real checks (docs/decisions.md#verification-checklist). */
export function VerificationChecklist({ kind, target, view, onComplete }: VerificationChecklistProps) {
  const { t, i18n } = useTranslation('funnel');
  const rows = checklistRows(kind, view, t, i18n.resolvedLanguage ?? 'en');
  const [revealed, setRevealed] = useState(rows.length > 0 ? 1 : 0);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  const allRevealed = revealed >= rows.length;
  const allResolved = rows.every((row) => row.value.kind !== 'pending');
  const complete = useEffectEvent(onComplete);

  useEffect(() => {
    if (allRevealed) return;
    const delay = REVEAL_MIN_MS + Math.random() * (REVEAL_MAX_MS - REVEAL_MIN_MS);
    const timer = setTimeout(() => setRevealed((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [revealed, allRevealed]);

  useEffect(() => {
    if (!allRevealed) return;
    const timer = setTimeout(() => setWaitedLongEnough(true), CHECK_WAIT_CAP_MS);
    return () => clearTimeout(timer);
  }, [allRevealed]);

  useEffect(() => {
    if (!allRevealed || !(allResolved || waitedLongEnough)) return;
    const timer = setTimeout(() => complete(), COMPLETE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [allRevealed, allResolved, waitedLongEnough]);

  return (
    <Card className="fn-checklist" aria-busy={!allRevealed}>
      <h1 className="fn-stage-title" tabIndex={-1}>
        {t('lookup.checklist.title', { context: kind })}
      </h1>
      <p className="fn-target">{shownTarget(target)}</p>
      <ul className="fn-checklist__rows" aria-live="polite" aria-label={t('lookup.checklist.listLabel')}>
        {rows.slice(0, revealed).map((row) => (
          <li key={row.id} className="fn-check" data-testid={`check-${row.id}`}>
            <span className="fn-check__label">{row.label}</span>
            <RowMark row={row} />
          </li>
        ))}
      </ul>
      {!allRevealed ? (
        <p className="fn-checklist__status">
          <span className="fn-spinner" aria-hidden="true" />
          {t('lookup.checklist.running')}
        </p>
      ) : null}
    </Card>
  );
}
