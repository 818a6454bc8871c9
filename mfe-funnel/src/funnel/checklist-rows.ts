import type { TFunction } from 'i18next';
import type { EmailChecks, LookupKind, PhoneChecks } from '@mailscout/contracts';
import { countryName, isKnownLineType } from '../flow/phone-facts';
import { categoryOutcome } from './preview-outcome';
import type { LookupPreview } from './use-lookup-preview';

export type Tone = 'positive' | 'negative' | 'neutral';

export type RowValue =
  | { kind: 'pending' }
  | { kind: 'unavailable' }
  | { kind: 'value'; text: string; tone: Tone }
  /** The name row: whether a name was found, shown blurred until the report is paid for. */
  | { kind: 'name'; found: boolean };

export interface ChecklistRow {
  id: string;
  label: string;
  value: RowValue;
}

/**
 * The verification checklist (docs/decisions.md#verification-checklist): each row is the result of a real check from the
 * preview, "pending" while it runs and "unavailable" when the check could not answer; nothing is
 * filled in that the lookup engine did not say.
 */
export function checklistRows(kind: LookupKind, view: LookupPreview, t: TFunction, language: string): ChecklistRow[] {
  const done = view.settled;
  const yesNo = (value: boolean, good: boolean): RowValue => ({
    kind: 'value',
    text: t(value ? 'lookup.values.yes' : 'lookup.values.no'),
    tone: value === good ? 'positive' : 'negative',
  });
  const value = (key: string, tone: Tone = 'neutral'): RowValue => ({ kind: 'value', text: t(key), tone });
  const missing: RowValue = done ? { kind: 'unavailable' } : { kind: 'pending' };

  // The progress screen's "Owner's name" item reads the same category by the same rule, so the
  // two never disagree (a failed name source is "unavailable" on both, never "not found").
  const names = categoryOutcome('names', view).state;
  const name: RowValue =
    names === 'found' ? { kind: 'name', found: true } : names === 'not_found' ? { kind: 'name', found: false } : names === 'pending' && !done ? { kind: 'pending' } : { kind: 'unavailable' };

  if (kind === 'email') {
    const checks: EmailChecks | null = view.preview?.emailChecks ?? null;
    const row = (id: string, pick: (c: EmailChecks) => RowValue): ChecklistRow => ({
      id,
      label: t(`lookup.checklist.rows.${id}`),
      value: checks ? pick(checks) : missing,
    });
    return [
      row('validEmail', (c) => yesNo(c.valid, true)),
      row('emailType', (c) => (c.type ? value(`lookup.values.type.${c.type}`, c.type === 'disposable' ? 'negative' : 'neutral') : value('lookup.values.unknown'))),
      row('disposable', (c) => (c.type ? yesNo(c.type === 'disposable', false) : value('lookup.values.unknown'))),
      row('roleAddress', (c) => yesNo(c.role, false)),
      { id: 'ownerName', label: t('lookup.checklist.rows.ownerName'), value: name },
      // The same MX check as the progress screen's mail-server item (`mailServer` category).
      row('deliverability', (c) => value(`lookup.values.deliverability.${c.deliverability}`, c.deliverability === 'deliverable' ? 'positive' : c.deliverability === 'undeliverable' ? 'negative' : 'neutral')),
    ];
  }

  const checks: PhoneChecks | null = view.preview?.phoneChecks ?? null;
  const row = (id: string, pick: (c: PhoneChecks) => RowValue): ChecklistRow => ({
    id,
    label: t(`lookup.checklist.rows.${id}`),
    value: checks ? pick(checks) : missing,
  });
  return [
    row('validNumber', (c) => yesNo(c.valid, true)),
    row('country', (c) => (c.country ? { kind: 'value', text: countryName(c.country, language), tone: 'neutral' } : value('lookup.values.unknown'))),
    row('lineType', (c) =>
      isKnownLineType(c.lineType) ? value(`lookup.values.lineType.${c.lineType}`) : value('lookup.values.unknown'),
    ),
    // No carrier data is claimed where the numbering plan has none (docs/decisions.md#sources).
    row('carrier', (c) => (c.carrier ? { kind: 'value', text: c.carrier, tone: 'neutral' } : value('lookup.values.unknown'))),
    { id: 'ownerName', label: t('lookup.checklist.rows.ownerName'), value: name },
  ];
}
