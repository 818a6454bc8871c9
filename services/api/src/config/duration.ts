const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  sec: 1000,
  second: 1000,
  seconds: 1000,
  m: 60_000,
  min: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
  days: 86_400_000,
};

/**
 * Reads a duration written for people ('1 minute', '30s', '15 min') or plain milliseconds
 * ('60000'). Returns undefined when the text is not one of these forms.
 */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)\s*([a-z]*)$/i.exec(text.trim());
  if (!match) return undefined;
  const [, amount = '', unit = ''] = match;
  const factor = unit === '' ? 1 : UNIT_MS[unit.toLowerCase()];
  return factor === undefined ? undefined : Number(amount) * factor;
}
