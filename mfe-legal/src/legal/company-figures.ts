import type { TFunction } from 'i18next';
import type { CompanyDetails } from '@mailscout/contracts';

/**
 * The company's identity as figures for the legal texts (docs/decisions.md#company-identity): the name, the contacts,
 * the postal address, and ' (company number …, registered office: …)' after the name.
 */
export function companyFigures(company: CompanyDetails, t: TFunction): Record<string, string> {
  const number = t('figures.companyNumber', { number: company.companyNumber });
  const office = t('figures.registeredOffice', { address: company.registeredAddress });
  return {
    companyName: company.name,
    companyRegistration: ` (${number}, ${office})`,
    postalAddress: company.postalAddress,
    contactEmail: company.contactEmail,
    dataProtectionEmail: company.dataProtectionEmail,
  };
}

export const COMPANY_FIGURE_NAMES = ['companyName', 'companyRegistration', 'postalAddress', 'contactEmail', 'dataProtectionEmail'] as const;
