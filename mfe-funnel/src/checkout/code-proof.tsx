import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { Button, TextField } from '@mailscout/ui';
import { requestCheckoutCode, verifyCheckoutCode } from '../api/billing-api';
import { requestCodeError, verifyCodeError, type CodeProofErrorKey } from './code-proof-errors';
import { useLanguage } from '@mailscout/i18n';

/** Why the address must be proven: it has an account, or it is the address being looked up. */
export type ProofReason = 'account' | 'own-address';

export interface CodeProofProps {
  email: string;
  reason: ProofReason;
  /** Signed in as `email`: the checkout asks its offer again. */
  onVerified(): void;
}

const SIX_DIGITS = /^\d{6}$/;

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
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<CodeProofErrorKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Each sent code moves focus to the code field (rendered once `sent` is true).
  const [codeFocus, setCodeFocus] = useState(0);
  useEffect(() => {
    if (codeFocus) document.getElementById(codeId)?.focus();
  }, [codeFocus, codeId]);

  // Another address starts over: a code sent to the last one proves nothing about this one.
  useEffect(() => {
    setSent(false);
    setCode('');
    setFieldError(undefined);
    setError(null);
    setNotice(null);
  }, [email]);

  const send = async (again: boolean) => {
    if (busy) return;
    setBusy('send');
    setError(null);
    setNotice(null);
    try {
      await requestCheckoutCode(email, language);
      setSent(true);
      setNotice(t(again ? 'checkout.proof.resent' : 'checkout.proof.sent', { email }));
      setCodeFocus((n) => n + 1);
    } catch (caught) {
      setError(requestCodeError(caught));
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (busy) return;
    const value = code.trim();
    if (!SIX_DIGITS.test(value)) {
      setFieldError(t(value ? 'checkout.proof.errors.codeLength' : 'checkout.form.errors.required'));
      return document.getElementById(codeId)?.focus();
    }
    setFieldError(undefined);
    setBusy('verify');
    setError(null);
    try {
      const session = await verifyCheckoutCode(email, value);
      signIn(session.email, { credits: session.credits });
      onVerified();
    } catch (caught) {
      setError(verifyCodeError(caught));
      setBusy(null);
    }
  };

  const text = sent ? t(`checkout.proof.enter_${reason}`, { email }) : t(`checkout.proof.intro_${reason}`, { email });
  return (
    <div className="fn-ck-proof" role="group" aria-labelledby={titleId} data-testid="code-proof">
      <h3 id={titleId} tabIndex={-1} className="fn-ck-proof__title">
        {t(`checkout.proof.title_${reason}`)}
      </h3>
      <p>{text}</p>
      {notice ? (
        <p className="fn-ck-proof__notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="ms-field__error" role="alert">
          {t(`checkout.proof.errors.${error}`)}
        </p>
      ) : null}
      {sent ? (
        <>
          <TextField
            id={codeId}
            label={t('checkout.proof.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            value={code}
            error={fieldError}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setFieldError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void verify();
            }}
          />
          <div className="fn-ck-proof__actions">
            <Button onClick={() => void verify()} disabled={busy !== null} aria-busy={busy === 'verify'}>
              {busy === 'verify' ? t('checkout.proof.verifying') : t('checkout.proof.verify')}
            </Button>
            <Button variant="link" onClick={() => void send(true)} disabled={busy !== null}>
              {t('checkout.proof.resend')}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void send(false)} disabled={busy !== null} aria-busy={busy === 'send'}>
          {busy === 'send' ? t('checkout.proof.sending') : t('checkout.proof.send')}
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
