import { useTranslation } from 'react-i18next';
import type { CompanyDetails as Company } from '@mailscout/contracts';

/**
 * Who runs the service, in full, from the public configuration (docs/decisions.md#company-identity): name, company
 * number, registered office, postal address (one line when it is the registered office), contact and data-protection
 * contact.
 */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('shell');
  const samePostalAddress = company.postalAddress === company.registeredAddress;
  return (
    <address className="sh-footer__company" data-testid="footer-company">
      <strong>{company.name}</strong>
      <span>{t('footer.companyNumber', { number: company.companyNumber })}</span>
      {samePostalAddress ? (
        <span>{t('footer.registeredOfficeAndPostal', { address: company.registeredAddress })}</span>
      ) : (
        <>
          <span>{t('footer.registeredOffice', { address: company.registeredAddress })}</span>
          <span>{t('footer.postalAddress', { address: company.postalAddress })}</span>
        </>
      )}
      <span>
        {t('footer.contactEmail')} <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
      </span>
      <span>
        {t('footer.dataProtectionEmail')} <a href={`mailto:${company.dataProtectionEmail}`}>{company.dataProtectionEmail}</a>
      </span>
    </address>
  );
}
