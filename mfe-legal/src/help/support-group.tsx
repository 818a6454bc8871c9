import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@mailscout/public-config';
import { ConfigPending } from '../legal/config-pending';
import { HelpGroup } from './help-group';

/** Connect with support (docs/product.md#help-and-faq): a mailto link to the configured support address. */
export function SupportGroup() {
  const { t } = useTranslation('legal');
  const config = usePublicConfig();
  if (config.status !== 'ready') {
    return (
      <HelpGroup name="support" id="support">
        <ConfigPending
          status={config.status}
          loadingText={t('help.groups.support.loading')}
          errorText={t('help.groups.support.error')}
          retryText={t('help.groups.support.retry')}
          onRetry={config.retry}
        />
      </HelpGroup>
    );
  }
  const { supportEmail } = config.config;
  return (
    <HelpGroup
      name="support"
      id="support"
      figures={{ supportEmail }}
      lead={
        <div className="lg-help__lead">
          <p>{t('help.groups.support.intro')}</p>
          <a className="ms-button ms-button--secondary ms-button--md" href={`mailto:${supportEmail}`}>
            {t('help.groups.support.emailButton')}
          </a>
        </div>
      }
    />
  );
}
