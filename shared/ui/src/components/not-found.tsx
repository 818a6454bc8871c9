import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Container } from './page';
import { useDocumentTitle } from '../hooks/use-document-title';

/** docs/product.md#screens: any unknown path, in the shell or below a remote's own routes. */
export function NotFound() {
  const { t } = useTranslation('ui');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container className="ms-not-found">
      <p className="ms-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="ms-page-title">{t('notFound.title')}</h1>
      <Link className="ms-button ms-button--primary ms-button--md" to="/">
        {t('notFound.home')}
      </Link>
    </Container>
  );
}
