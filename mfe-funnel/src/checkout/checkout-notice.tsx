import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeKind } from '../flow/decide-checkout';

/**
 * After a refusal that charged nothing (TRIAL_ALREADY_USED, SUBSCRIPTION_EXISTS) or an offer that
 * changed on submit: what happened and what is offered now. Focus moves here so a screen reader
 * reads it before the new prices.
 */
export function CheckoutNotice({ kind }: { kind: NoticeKind }) {
  const { t } = useTranslation('funnel');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [kind]);
  return (
    <div ref={box} className="fn-ck-notice" role="alert" tabIndex={-1} data-testid="checkout-notice">
      <p className="fn-ck-notice__title">{t(`checkout.notice.${kind}.title`)}</p>
      <p>{t(`checkout.notice.${kind}.text`)}</p>
    </div>
  );
}
