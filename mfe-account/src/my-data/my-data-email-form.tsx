import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@mailscout/ui';
import { FormError } from '../common/feedback';

interface MyDataEmailFormProps {
  initialEmail: string;
  busy: boolean;
  fieldError: string | null;
  error: string | null;
  /** The bot challenge when the API asked for it (docs/decisions.md#bot-challenge); what was typed stays. */
  challenge: ReactNode;
  onSubmit: (email: string) => void;
}

/** /my-data step 1: the address whose data the owner wants to see. */
export function MyDataEmailForm({ initialEmail, busy, fieldError, error, challenge, onSubmit }: MyDataEmailFormProps) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState(initialEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t('common.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError ?? undefined}
        disabled={busy}
      />
      {challenge}
      {error ? <FormError>{error}</FormError> : null}
      <div className="ac-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('myData.sending') : t('myData.sendCode')}
        </Button>
      </div>
    </form>
  );
}
