import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@mailscout/ui';
import { FormError } from '../common/feedback';

interface EmailStepProps {
  initialEmail: string;
  busy: boolean;
  fieldError: string | null;
  error: string | null;
  /** True when the user came back from the code step: focus returns to the field. */
  autoFocus: boolean;
  /** The bot challenge when the API asked for it (docs/decisions.md#bot-challenge); what was typed stays. */
  challenge?: ReactNode;
  onSubmit: (email: string) => void;
}

/** Login step 1 (docs/product.md#login): the email address. */
export function EmailStep({ initialEmail, busy, fieldError, error, autoFocus, challenge, onSubmit }: EmailStepProps) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState(initialEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="ac-form__intro">{t('login.intro')}</p>
      <TextField
        label={t('common.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError ?? undefined}
        autoFocus={autoFocus}
        disabled={busy}
      />
      {challenge}
      {error ? <FormError>{error}</FormError> : null}
      <div className="ac-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('login.sending') : t('login.sendCode')}
        </Button>
      </div>
    </form>
  );
}
