import { useTranslation } from 'react-i18next';
import type { CompanyDetails as Company } from '@mailscout/contracts';

/**
 * Who runs the service, as configured (issue 15.2). The registered address and the company
 * number appear only when they are configured: nothing is invented to look official.
 */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('legal');
  const rows: Array<{ key: string; label: string; value: React.ReactNode }> = [
    { key: 'name', label: t('about.company.name'), value: company.name },
    ...(company.registeredAddress ? [{ key: 'address', label: t('about.company.address'), value: company.registeredAddress }] : []),
    ...(company.companyNumber ? [{ key: 'number', label: t('about.company.number'), value: company.companyNumber }] : []),
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
