import type { TFunction } from 'i18next';
import type { CompanyDetails } from '@mailscout/contracts';

/**
 * The company's details as figures for the legal texts (issue 15.2): the name and contacts, and
 * ' (company number …, registered office: …)' with whichever of the two is configured, or nothing
 * when neither is, so the texts never show an invented registration.
 */
export function companyFigures(company: CompanyDetails, t: TFunction): Record<string, string> {
  const { registeredAddress: address, companyNumber: number } = company;
  const parts = [
    number ? t('figures.companyNumber', { number }) : null,
    address ? t('figures.registeredOffice', { address }) : null,
  ].filter((part): part is string => part !== null);
  return {
    companyName: company.name,
    companyRegistration: parts.length > 0 ? ` (${parts.join(', ')})` : '',
    contactEmail: company.contactEmail,
    dataProtectionEmail: company.dataProtectionEmail,
  };
}

export const COMPANY_FIGURE_NAMES = ['companyName', 'companyRegistration', 'contactEmail', 'dataProtectionEmail'] as const;
