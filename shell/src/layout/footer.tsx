import { Link } from 'react-router-dom';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@mailscout/public-config';
import { CompanyDetails } from './company-details';

/** Until the public configuration has loaded (or if it cannot), the default support address. */
export const FALLBACK_SUPPORT_EMAIL = 'support@mailscout.example';

/** The company name in the copyright line until the configuration names it. */
const FALLBACK_COMPANY_NAME = 'MailScout Ltd';

/**
 * docs/product.md#footer footer: copyright with the year, legal links, support links, disclaimer; and who runs
 * the service, from configuration (docs/decisions.md#company-identity). No Blog link: there is no blog, and a link to
 * nothing costs trust.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation('shell');
  const publicConfig = usePublicConfig();
  const config = publicConfig.status === 'ready' ? publicConfig.config : undefined;
  const supportEmail = config?.supportEmail ?? FALLBACK_SUPPORT_EMAIL;
  const company = config?.company;
  return (
    <footer className="sh-footer">
      <div className="ms-container sh-footer__grid">
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal')}</h2>
          <ul>
            <li><Link to={PAGES.terms}>{t('footer.terms')}</Link></li>
            <li><Link to={PAGES.privacy}>{t('footer.privacy')}</Link></li>
            <li><Link to={PAGES.cookiePolicy}>{t('footer.cookies')}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">{t('footer.support')}</h2>
          <ul>
            <li><Link to={PAGES.helpCenter}>{t('footer.helpCenter')}</Link></li>
            <li><Link to={PAGES.myData}>{t('footer.myData')}</Link></li>
            <li><Link to={PAGES.optOut}>{t('footer.optOut')}</Link></li>
            <li><a href={`mailto:${supportEmail}`}>{t('footer.contact')}</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.company')}</h2>
          <ul>
            <li><Link to={PAGES.about}>{t('footer.about')}</Link></li>
          </ul>
          {company ? <CompanyDetails company={company} /> : null}
        </section>
      </div>
      <div className="ms-container">
        <p className="sh-footer__disclaimer">{t('footer.disclaimer')}</p>
        <p className="sh-footer__copyright">{t('footer.copyright', { year, company: (company?.name ?? FALLBACK_COMPANY_NAME).replace(/\.$/, '') })}</p>
      </div>
    </footer>
  );
}
