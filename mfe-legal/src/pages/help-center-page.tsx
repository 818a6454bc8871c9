import { useTranslation } from 'react-i18next';
import { DocumentPageTemplate, useDocumentTitle } from '@mailscout/ui';
import { HelpGroup } from '../help/help-group';
import { SupportDialogButton } from '../help/support-dialog-button';
import { SupportGroup } from '../help/support-group';
import { RichParagraphs } from '../legal/rich-text';
import '../legal/legal.css';
import '../help/help.css';

/**
 * /help-center (docs/product.md#screens): the four groups of questions, plus About us (#about, which leads to /about)
 * and News (#blog).
 */
export function HelpCenterPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('help.title'));
  const info = (key: 'about' | 'blog') => t(`help.${key}.paragraphs`, { returnObjects: true }) as string[];
  return (
    <div className="lg-page">
      <DocumentPageTemplate title={t('help.title')}>
        <div className="lg-help">
          <p className="lg-help__intro">{t('help.intro')}</p>
          <HelpGroup
            name="subscription"
            id="subscription"
            lead={
              <div className="lg-help__lead">
                <p>{t('help.groups.subscription.intro')}</p>
                <SupportDialogButton>{t('help.groups.subscription.cancelButton')}</SupportDialogButton>
              </div>
            }
          />
          <HelpGroup name="selfHelp" id="self-help" />
          <SupportGroup />
          <HelpGroup name="overview" id="assistance" />
          <section id="about" className="lg-help__info" aria-labelledby="about-title">
            <h2 id="about-title">{t('help.about.title')}</h2>
            <RichParagraphs paragraphs={info('about')} figures={{}} />
          </section>
          <section id="blog" className="lg-help__info" aria-labelledby="blog-title">
            <h2 id="blog-title">{t('help.blog.title')}</h2>
            {info('blog').map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        </div>
      </DocumentPageTemplate>
    </div>
  );
}
