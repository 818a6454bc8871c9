import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { CodeStep, isCompleteOtp, useCodeFlow } from '@mailscout/code-flow';
import { useLanguage } from '@mailscout/i18n';
import { Button } from '@mailscout/ui';
import { requestCheckoutCode, verifyCheckoutCode } from '../api/billing-api';

/** Why the address must be proven: it has an account, or it is the address being looked up. */
export type ProofReason = 'account' | 'own-address';

export interface CodeProofProps {
  email: string;
  reason: ProofReason;
  /** Signed in as `email`: the checkout asks its offer again. */
  onVerified(): void;
}

/**
 * The checkout's words for a failed call (docs/product.md#errors 'OTP (general)', docs/product.md#validation).
 * The bot challenge lives on the login page (the funnel does not load the solver), so when the
 * API asks for it the checkout says where to continue rather than calling the code wrong.
 */
export const PROOF_ERRORS = {
  failed: { request: 'checkout.proof.errors.requestFailed', verify: 'checkout.proof.errors.verifyFailed' },
  byCode: { CAPTCHA_REQUIRED: 'checkout.proof.errors.challengeRequired', CODE_USED_UP: 'checkout.proof.errors.codeUsedUp' },
  rateLimited: 'checkout.proof.errors.rateLimited',
  invalidCode: 'checkout.proof.errors.invalidCode',
} as const;

const FIELD_TEXTS = { required: 'checkout.form.errors.required', codeLength: 'checkout.proof.errors.codeLength' };

/**
 * docs/decisions.md#billing-proof, the billing address is proven before any charge: inline in the checkout, a code
 * sent to the address (`checkout/request-code`), then `checkout/verify-code`, which signs in as
 * it; the shared session is updated the way the login page does it. It lives inside the card
 * form, so its buttons are plain buttons and Enter in the code field verifies instead of paying.
 */
export function CodeProof({ email, reason, onVerified }: CodeProofProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const { signIn } = useAuth();
  const titleId = useId();
  const codeId = useId();
  const flow = useCodeFlow({
    namespace: 'funnel',
    challenge: 'none',
    fixedEmail: email,
    request: (address) => requestCheckoutCode(address, language),
    verify: (address, code) => verifyCheckoutCode(address, code),
    onVerified: (session) => {
      signIn(session.email, { credits: session.credits });
      onVerified();
    },
    errors: PROOF_ERRORS,
    fields: FIELD_TEXTS,
  });
  const { restart, sentCount } = flow;

  // Each sent code moves focus to the code field.
  useEffect(() => {
    if (sentCount) document.getElementById(codeId)?.focus();
  }, [sentCount, codeId]);

  // Another address starts over: a code sent to the last one proves nothing about this one.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else restart();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new address starts over
  }, [email]);

  const verify = (code: string) => {
    // An incomplete code sends the buyer back to the field; the check itself is the flow's.
    if (!isCompleteOtp(code.trim())) document.getElementById(codeId)?.focus();
    void flow.verify(code);
  };

  const sent = flow.step === 'code';
  const text = sent ? t(`checkout.proof.enter_${reason}`, { email }) : t(`checkout.proof.intro_${reason}`, { email });
  return (
    <div className="fn-ck-proof" role="group" aria-labelledby={titleId} data-testid="code-proof">
      <h3 id={titleId} tabIndex={-1} className="fn-ck-proof__title">
        {t(`checkout.proof.title_${reason}`)}
      </h3>
      <p>{text}</p>
      {flow.sent ? (
        <p className="fn-ck-proof__notice" role="status">
          {t(flow.sent === 'again' ? 'checkout.proof.resent' : 'checkout.proof.sent', { email })}
        </p>
      ) : null}
      {flow.error ? (
        <p className="ms-field__error" role="alert">
          {flow.error}
        </p>
      ) : null}
      {sent ? (
        <CodeStep
          nested
          fieldId={codeId}
          codeLabel={t('checkout.proof.codeLabel')}
          busy={flow.busy !== null}
          verifying={flow.busy === 'verify'}
          fieldError={flow.fieldError}
          submitLabel={t('checkout.proof.verify')}
          busyLabel={t('checkout.proof.verifying')}
          resendLabel={t('checkout.proof.resend')}
          onResend={() => void flow.resend()}
          actionsClassName="fn-ck-proof__actions"
          onTyping={flow.clearFieldError}
          onSubmit={verify}
        />
      ) : (
        <Button variant="secondary" onClick={() => void flow.requestCode()} disabled={flow.busy !== null} aria-busy={flow.busy === 'request'}>
          {flow.busy === 'request' ? t('checkout.proof.sending') : t('checkout.proof.send')}
        </Button>
      )}
    </div>
  );
}

/** Focus the panel (a submit that had to stop here moves the buyer to it). */
export function focusCodeProof(): void {
  document.querySelector<HTMLElement>('[data-testid="code-proof"] h3')?.focus();
  document.querySelector<HTMLElement>('[data-testid="code-proof"]')?.scrollIntoView?.({ block: 'center' });
}

/** After the proof: who the buyer is now signed in as; focus comes here (the panel is gone). */
export function ProvenNote({ email }: { email: string }) {
  const { t } = useTranslation('funnel');
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p ref={note} tabIndex={-1} className="fn-ck-proven" role="status">
      {t('checkout.proof.done', { email })}
    </p>
  );
}
