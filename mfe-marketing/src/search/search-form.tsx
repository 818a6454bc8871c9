import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Button, TextField } from '@mailscout/ui';
import { useEmailSearch } from './use-email-search';
import './search-form.css';

/** The hero's email search (spec §2, §4, §5). */
export function SearchForm() {
  const { t } = useTranslation('marketing');
  const inputId = useId();
  const [value, setValue] = useState('');
  const { status, error, search, clearError } = useEmailSearch();
  const searching = status === 'searching';

  // The input is disabled while searching and loses focus; give it back with the error.
  useEffect(() => {
    if (error) document.getElementById(inputId)?.focus();
  }, [error, inputId]);

  return (
    <div className="mk-search">
      <form
        className="mk-search__form"
        role="search"
        aria-label={t('search.formLabel')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!searching) void search(value);
        }}
      >
        <TextField
          id={inputId}
          className="mk-search__field"
          label={t('search.label')}
          hideLabel
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          value={value}
          disabled={searching}
          error={error ?? undefined}
          onChange={(event) => {
            setValue(event.target.value);
            clearError();
          }}
        />
        <Button type="submit" size="lg" className="mk-search__button" disabled={searching}>
          {searching ? t('search.submitting') : t('search.submit')}
        </Button>
      </form>
      <p className="mk-search__agreement">
        <Trans
          t={t}
          i18nKey="search.agreement"
          components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
        />
      </p>
    </div>
  );
}
