/**
 * A configured date ('2025-04-22') as a Date at local noon, so that formatting it in any time
 * zone gives the same calendar day.
 */
export function parseLegalDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}
