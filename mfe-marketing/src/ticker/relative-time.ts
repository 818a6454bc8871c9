/** A ticker timestamp as an i18n key and count (spec §3: 'a few seconds ago', '1 min ago', '{{count}} mins ago'). */
export type RelativeTime =
  | { key: 'ticker.justNow'; count?: undefined }
  | { key: 'ticker.minutesAgo'; count: number }
  | { key: 'ticker.hoursAgo'; count: number };

export function relativeTime(at: string | Date, now: number): RelativeTime {
  const then = typeof at === 'string' ? Date.parse(at) : at.getTime();
  // A timestamp slightly in the future (clock skew) still reads as just now.
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 60) return { key: 'ticker.justNow' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'ticker.minutesAgo', count: minutes };
  return { key: 'ticker.hoursAgo', count: Math.floor(minutes / 60) };
}
