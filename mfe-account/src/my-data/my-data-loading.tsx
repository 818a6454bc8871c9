import { useTranslation } from 'react-i18next';
import { AccountPageTemplate } from '@mailscout/ui';

/** While /my-data's code arrives: the page's frame and title at once, and a polite status line. */
export function MyDataLoading() {
  const { t } = useTranslation('account');
  return (
    <AccountPageTemplate title={t('myData.title')}>
      <p className="ac-muted" role="status">
        {t('common.loading')}
      </p>
    </AccountPageTemplate>
  );
}
