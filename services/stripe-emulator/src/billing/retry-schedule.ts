import { SMART_RETRY_SCHEDULE_DAYS, THIRTY_DAY_RETRY_SCHEDULE_DAYS, type BillingConfig } from '../emulator';

/** Named dunning schedules the emulator can be started with (`--retry-schedule`). */
export const RETRY_SCHEDULES: Record<string, readonly number[]> = {
  'smart-retries': SMART_RETRY_SCHEDULE_DAYS,
  '30-days': THIRTY_DAY_RETRY_SCHEDULE_DAYS,
};

/**
 * A retry schedule from configuration: a named one (`smart-retries`, the default of a Stripe
 * account; `30-days`) or the days after the first failure, comma-separated (`1,3,5`), as
 * Stripe's custom retry schedule is set.
 */
export function parseRetrySchedule(text: string): number[] {
  const named = RETRY_SCHEDULES[text.trim()];
  if (named) return [...named];
  const days = text.split(',').map((part) => Number(part.trim()));
  if (days.length === 0 || days.some((day) => !Number.isFinite(day) || day <= 0) || days.some((day, index) => index > 0 && day <= (days[index - 1] as number))) {
    throw new Error(`retry schedule must be ${Object.keys(RETRY_SCHEDULES).join(' or ')}, or increasing positive days after the first failure such as "1,3,5" (got "${text}")`);
  }
  return days;
}

export function parseOnRetriesExhausted(text: string): BillingConfig['onRetriesExhausted'] {
  if (text === 'cancel' || text === 'unpaid' || text === 'past_due') return text;
  throw new Error(`on retries exhausted must be cancel, unpaid or past_due (got "${text}")`);
}
