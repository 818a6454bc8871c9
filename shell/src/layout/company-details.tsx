import { useTranslation } from 'react-i18next';
import type { CompanyDetails as Company } from '@mailscout/contracts';

/**
 * Who runs the service (issue 15.2), from the public configuration: name, registered office,
 * company number, contact and data-protection contact. What is not configured yet (address and
 * number are null until then) is left out, never made up.
 */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('shell');
  return (
    <address className="sh-footer__company" data-testid="footer-company">
      <strong>{company.name}</strong>
      {company.registeredAddress ? <span>{t('footer.registeredOffice', { address: company.registeredAddress })}</span> : null}
      {company.companyNumber ? <span>{t('footer.companyNumber', { number: company.companyNumber })}</span> : null}
      <span>
        {t('footer.contactEmail')} <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
      </span>
      <span>
        {t('footer.dataProtectionEmail')} <a href={`mailto:${company.dataProtectionEmail}`}>{company.dataProtectionEmail}</a>
      </span>
    </address>
  );
}
