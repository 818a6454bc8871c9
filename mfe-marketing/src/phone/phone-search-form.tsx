import { useState } from 'react';
import { PAGES, phoneScanPath } from '@mailscout/app-manifest/page-paths';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Container, TextField } from '@mailscout/ui';
import { fieldValue, useTypedBeforeHydration } from '../search/use-typed-before-hydration';
import { loadPhoneCheck } from './load-phone-check';
import { phoneErrorMessage } from './phone-error-message';
import './phone-search-form.css';

/** The phone search the navigation's 'Phone Scan' points at (`#phone-search`); routes to /phone-scan. */
export function PhoneSearchSection() {
  const { t, i18n } = useTranslation('marketing');
  const navigate = useNavigate();
  // Fixed, not `useId`: the prerendered page must hydrate with the same id (docs/architecture.md#prerendered-pages).
  const inputId = 'mk-phone-number';
  const [value, setValue] = useState('');
  useTypedBeforeHydration(inputId, setValue);
  const [error, setError] = useState<string | null>(null);

  return (
    // The design system's section spacing, with a labelled landmark (MarketingSection labels only its own h2).
    <section id="phone-search" className="ms-template__section ms-template__section--muted mk-section mk-phone" aria-labelledby="mk-phone-title">
      <Container>
        <div className="mk-phone__panel">
          <div className="mk-phone__text">
            <h2 className="ms-section-title" id="mk-phone-title">{t('phone.title')}</h2>
            <p>{t('phone.text')}</p>
          </div>
          <form
            className="mk-phone__form"
            role="search"
            aria-label={t('phone.formLabel')}
            action={PAGES.phoneScan}
            method="get"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // What the field holds (typed while the page was being hydrated: docs/architecture.md#first-bundle).
              const typed = fieldValue(event.currentTarget, value, 'phone');
              if (typed !== value) setValue(typed);
              void loadPhoneCheck().then(
                ({ checkPhoneNumber, phoneRegionForLanguage }) => {
                  // The same check as the funnel and the API, a number without its country code read
                  // in the language's country (docs/decisions.md#phone-numbers).
                  const check = checkPhoneNumber(typed, phoneRegionForLanguage(i18n.language));
                  if (!check.ok) {
                    setError(phoneErrorMessage(check, t));
                    document.getElementById(inputId)?.focus();
                    return;
                  }
                  navigate(phoneScanPath(check.e164));
                },
                // The check could not be fetched: the funnel checks the number the same way.
                () => navigate(phoneScanPath(typed.trim())),
              );
            }}
          >
            <TextField
              id={inputId}
              name="phone"
              className="mk-phone__field"
              label={t('phone.label')}
              hideLabel
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('phone.placeholder')}
              value={value}
              error={error ?? undefined}
              onFocus={() => void loadPhoneCheck().catch(() => undefined)}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit" className="mk-phone__button">
              {t('phone.submit')}
            </Button>
          </form>
        </div>
      </Container>
    </section>
  );
}
