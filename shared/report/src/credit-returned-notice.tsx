import { useId } from 'react';

/**
 * docs/decisions.md#credit-back: a scan in which no source could be reached gave its credit back. Said once, at
 * the top, as a status (read out by screen readers when the report appears), instead of a card
 * per category that each say "unavailable".
 */
export function CreditReturnedNotice({ notice, hint }: { notice: string; hint: string }) {
  const noticeId = useId();
  return (
    <section className="fn-rp-returned" role="status" aria-labelledby={noticeId} data-testid="credit-returned">
      <p id={noticeId} className="fn-rp-returned__notice">
        {notice}
      </p>
      <p className="fn-rp-returned__hint">{hint}</p>
    </section>
  );
}
