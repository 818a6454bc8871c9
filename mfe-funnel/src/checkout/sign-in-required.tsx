import { useEffect, useRef } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shownTarget } from '../flow/shown-target';

/**
 * docs/decisions.md#first-payment-sign-in: the billing email had an account before, so paying signed nobody in. The report
 * belongs to that account and a scan needs its session, so the buyer signs in with a code first.
 */
export function SignInRequired({ billingEmail, target, titled = true }: { billingEmail: string; target: string | null; titled?: boolean }) {
  const { t } = useTranslation('funnel');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="fn-ck-signin" role="status">
      {/* Untitled where the page's own heading already says 'Payment received' (/return). */}
      {titled ? (
        <h3 ref={heading} tabIndex={-1} className="fn-ck-signin__title">
          {t('checkout.signIn.title')}
        </h3>
      ) : null}
      <p>{billingEmail ? t('checkout.signIn.text', { email: billingEmail }) : t('checkout.signIn.text', { context: 'unknown' })}</p>
      <p>{target ? t('checkout.signIn.report', { target: shownTarget(target) }) : t('checkout.signIn.report', { context: 'signup' })}</p>
      <Link className="ms-button ms-button--primary ms-button--md" to={PAGES.login} state={{ email: billingEmail }}>
        {t('checkout.signIn.action')}
      </Link>
    </div>
  );
}
