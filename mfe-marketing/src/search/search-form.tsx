import { useEffect, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { PREFETCH_ROUTE_ATTRIBUTE } from '@mailscout/contracts';
import { Button, TextField } from '@mailscout/ui';
import { useEmailSearch } from './use-email-search';
import { fieldValue, useTypedBeforeHydration } from './use-typed-before-hydration';
import './search-form.css';

/**
 * A fixed id, not `useId`: the page is prerendered on its own and hydrated inside the shell, where
 * `useId` would give another id than the server's (docs/architecture.md#prerendered-pages). There is one search form per page.
 */
export const SEARCH_INPUT_ID = 'mk-search-email';

/**
 * The hero's email search (docs/product.md#screens, docs/product.md#states, docs/product.md#validation). Before the code has loaded (a prerendered page) it is
 * a plain form that opens the funnel with the address, as the search would after its check.
 */
export function SearchForm() {
  const { t } = useTranslation('marketing');
  const inputId = SEARCH_INPUT_ID;
  const [value, setValue] = useState('');
  const { status, error, search, clearError } = useEmailSearch();
  useTypedBeforeHydration(inputId, setValue);
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
        action={PAGES.emailScan}
        method="get"
        // docs/architecture.md#funnel-prefetch: the shell fetches the funnel's code at focus or typing here.
        {...{ [PREFETCH_ROUTE_ATTRIBUTE]: PAGES.emailScan }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // What the field holds: text typed while this part of the page was being hydrated can
          // be in the field before it is in the state (docs/architecture.md#first-bundle).
          const typed = fieldValue(event.currentTarget, value);
          if (typed !== value) setValue(typed);
          if (!searching) void search(typed);
        }}
      >
        <TextField
          id={inputId}
          name="email"
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
          components={{ terms: <Link to={PAGES.terms} />, privacy: <Link to={PAGES.privacy} /> }}
        />
      </p>
    </div>
  );
}
