import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mailscout/ui';
import { CodeField } from '../common/code-field';
import { FormError, StatusMessage } from '../common/feedback';

interface MyDataCodeFormProps {
  busy: boolean;
  notice: string | null;
  fieldError: string | null;
  error: string | null;
  challenge: ReactNode;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}

/** /my-data step 2: the 6-digit code; while the sources are asked, a progress line says so. */
export function MyDataCodeForm({ busy, notice, fieldError, error, challenge, onSubmit, onResend, onChangeEmail }: MyDataCodeFormProps) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <form className="ac-form" onSubmit={submit} noValidate aria-busy={busy}>
      {notice ? <StatusMessage tone="success">{notice}</StatusMessage> : null}
      <CodeField value={code} onChange={setCode} disabled={busy} autoFocus error={fieldError ?? undefined} />
      {challenge}
      {error ? <FormError>{error}</FormError> : null}
      {busy ? (
        <p className="ac-muted md-progress" role="status">
          <span className="ms-spinner" aria-hidden="true" />
          {t('myData.checking')}
        </p>
      ) : null}
      <div className="ac-actions">
        <Button type="submit" disabled={busy}>
          {t('myData.submit')}
        </Button>
        <Button type="button" variant="link" onClick={onResend} disabled={busy}>
          {t('myData.resend')}
        </Button>
        <Button type="button" variant="link" onClick={onChangeEmail} disabled={busy}>
          {t('myData.changeEmail')}
        </Button>
      </div>
    </form>
  );
}
