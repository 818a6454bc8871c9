import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorReference } from '@mailscout/api-client';
import { Button, Container, useDocumentTitle } from '@mailscout/ui';

/**
 * docs/product.md#errors router default: 'Unexpected Application Error!'; details go to the console
 * only. A failed API call shows its reference (docs/decisions.md#error-reference).
 */
export function RouterErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const reference = errorReference(error);
  useDocumentTitle(t('error.title'));
  useEffect(() => console.error('router error', error), [error]);
  return (
    <Container className="ms-not-found" role="alert">
      <h1 className="ms-page-title">{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      {reference ? <p className="sh-error-reference">{t('error.reference', { id: reference })}</p> : null}
      <p className="sh-error-actions">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Link className="ms-button ms-button--secondary ms-button--md" to="/">
          {t('error.home')}
        </Link>
      </p>
    </Container>
  );
}
