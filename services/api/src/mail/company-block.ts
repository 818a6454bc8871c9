import type { CompanyDetails, Language } from '@mailscout/contracts';
import { fill, type Paragraph } from './mail-layout';
import { MAIL_TEXTS } from './mail-texts';

/**
 * Who sold it, in full, as every receipt must say (docs/decisions.md#company-identity): name, company number,
 * registered office, postal address (one line when it is the registered office) and contact email.
 */
export function companyBlock(company: CompanyDetails, language: Language): Paragraph {
  const words = MAIL_TEXTS[language].company;
  const addresses =
    company.postalAddress === company.registeredAddress
      ? [fill(words.officeAndPost, { address: company.registeredAddress })]
      : [fill(words.office, { address: company.registeredAddress }), fill(words.post, { address: company.postalAddress })];
  return {
    lines: [fill(words.operator, { name: company.name, number: company.companyNumber }), ...addresses, fill(words.email, { email: company.contactEmail })],
  };
}
