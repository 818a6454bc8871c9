import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDefaultDocumentTitle } from '@mailscout/ui';
import { routeTitleKey } from '../app/route-titles';

/** Sets the current route's default title in the page's language (a page's own title wins). */
export function RouteDocumentTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const key = routeTitleKey(pathname);
  useDefaultDocumentTitle(key ? t(key) : undefined);
  return null;
}
