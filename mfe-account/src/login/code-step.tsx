import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mailscout/ui';
import { CodeField } from '../common/code-field';
import { FormError, StatusMessage } from '../common/feedback';

interface CodeStepProps {
  email: string;
  busy: boolean;
  notice: string | null;
  fieldError: string | null;
  error: string | null;
  /** The code is used up (docs/decisions.md#sign-in-codes): asking for a new one is the way on. */
  codeUsedUp?: boolean;
  /** The bot challenge when the API asked for it (docs/decisions.md#bot-challenge); the typed code stays. */
  challenge?: ReactNode;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}

/** Login step 2 (docs/product.md#login, docs/product.md#validation): the 6-digit code, with a resend link and a way back. */
export function CodeStep({ email, busy, notice, fieldError, error, codeUsedUp = false, challenge, onSubmit, onResend, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={busy}>
      {notice ? <StatusMessage>{notice}</StatusMessage> : null}
      <p className="ac-form__intro">{t('login.codeIntro', { email })}</p>
      <CodeField value={code} onChange={setCode} disabled={busy} autoFocus error={fieldError ?? undefined} />
      {challenge}
      {error ? <FormError>{error}</FormError> : null}
      <div className="ac-actions">
        {codeUsedUp ? (
          // No code typed can sign in now: the new code is the one action, in the button's place.
          <Button type="button" onClick={onResend} disabled={busy}>
            {t('login.resend')}
          </Button>
        ) : (
          <>
            <Button type="submit" disabled={busy}>
              {busy ? t('login.verifying') : t('login.submit')}
            </Button>
            <Button type="button" variant="link" onClick={onResend} disabled={busy}>
              {t('login.resend')}
            </Button>
          </>
        )}
        <Button type="button" variant="link" onClick={onChangeEmail} disabled={busy}>
          {t('login.changeEmail')}
        </Button>
      </div>
    </form>
  );
}
