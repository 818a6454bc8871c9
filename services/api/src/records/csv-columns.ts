import type { RecordRow } from './record-row';

/** The CSV columns the import reads; `id` is required, the others may be left out or empty. */
export const CSV_COLUMNS = ['id', 'names', 'age', 'gender', 'current_locations', 'previous_locations', 'emails', 'phones', 'profiles'] as const;

const list = (cell: string | undefined) =>
  (cell ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A CSV record as a row of the JSON Lines form. Multi-valued cells separate values with `|`;
 * a phone may carry its type after `;` (`+442079460101;FIXED_LINE`); a profile is
 * `platform;username;url;category` with empty parts allowed (`github;ada;https://…;`).
 */
export function csvRecordToRow(record: Record<string, string>): RecordRow {
  const age = record.age?.trim();
  return {
    id: record.id ?? '',
    names: list(record.names),
    age: age ? (/^\d+$/.test(age) ? Number(age) : (age as unknown as number)) : null,
    gender: record.gender,
    locations: [...list(record.current_locations).map((address) => ({ address, current: true })), ...list(record.previous_locations).map((address) => ({ address, current: false }))],
    emails: list(record.emails).map((address, index) => ({ address, primary: index === 0 })),
    phones: list(record.phones).map((entry) => {
      const [number = '', type] = entry.split(';');
      return { number, type: type ?? null };
    }),
    profiles: list(record.profiles).map((entry) => {
      const [platform = '', username, url, category] = entry.split(';');
      return { platform, username, url, category };
    }),
  };
}
