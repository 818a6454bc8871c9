import { useState } from 'react';
import { phoneScanPath } from '@mailscout/app-manifest/page-paths';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { checkPhoneNumber, phoneRegionForLanguage, type PhoneNumberCheck } from '@mailscout/contracts/phone';
import { Button, TextField } from '@mailscout/ui';

export type PhoneRefusal = Extract<PhoneNumberCheck, { ok: false }>;

/**
 * docs/decisions.md#phone-numbers: a number the shared check (or the API) refuses stays on the
 * page as typed, with the reason, to be corrected in place — the funnel never drops it.
 */
export function PhoneRefused({ typed, refusal }: { typed: string; refusal: PhoneRefusal }) {
  const { t, i18n } = useTranslation('funnel');
  const navigate = useNavigate();
  const [value, setValue] = useState(typed);
  const [shown, setShown] = useState<PhoneRefusal | null>(refusal);
  const inputId = 'fn-phone-refused';

  const message = (current: PhoneRefusal) => {
    if (current.reason === 'required') return t('lookup.phoneRefused.required');
    const text = current.read
      ? t('lookup.phoneRefused.unallocated', { number: current.read.international, code: current.read.callingCode })
      : t('lookup.phoneRefused.invalid');
    return current.national ? `${text} ${t('lookup.phoneRefused.readAsNational')}` : text;
  };

  return (
    <section className="fn-phone-refused" aria-labelledby="fn-phone-refused-title">
      <h1 id="fn-phone-refused-title">{t('lookup.phoneRefused.title')}</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const check = checkPhoneNumber(value, phoneRegionForLanguage(i18n.language));
          if (!check.ok) {
            setShown(check);
            document.getElementById(inputId)?.focus();
            return;
          }
          navigate(phoneScanPath(check.e164));
        }}
      >
        <TextField
          id={inputId}
          name="phone"
          label={t('lookup.phoneRefused.label')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          error={shown ? message(shown) : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setShown(null);
          }}
        />
        <Button type="submit">{t('lookup.phoneRefused.submit')}</Button>
      </form>
    </section>
  );
}
