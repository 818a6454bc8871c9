import { useTranslation } from 'react-i18next';
import type { CompanyDetails as Company } from '@mailscout/contracts';

/**
 * Who runs the service, in full, as configured (docs/decisions.md#company-identity): name, company number,
 * registered office, postal address (one row when it is the registered office), contact and data protection.
 */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('legal');
  const addresses =
    company.postalAddress === company.registeredAddress
      ? [{ key: 'address', label: t('about.company.addressAndPostal'), value: company.registeredAddress }]
      : [
          { key: 'address', label: t('about.company.address'), value: company.registeredAddress },
          { key: 'postal', label: t('about.company.postalAddress'), value: company.postalAddress },
        ];
  const rows: Array<{ key: string; label: string; value: React.ReactNode }> = [
    { key: 'name', label: t('about.company.name'), value: company.name },
    { key: 'number', label: t('about.company.number'), value: company.companyNumber },
    ...addresses,
    { key: 'contact', label: t('about.company.contact'), value: <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a> },
    {
      key: 'dataProtection',
      label: t('about.company.dataProtection'),
      value: <a href={`mailto:${company.dataProtectionEmail}`}>{company.dataProtectionEmail}</a>,
    },
  ];
  return (
    <dl className="lg-about__company" data-testid="company-details">
      {rows.map((row) => (
        <div key={row.key} className="lg-about__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
