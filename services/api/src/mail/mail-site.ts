import type { CompanyDetails } from '@mailscout/contracts';

/** What the mails take from the configuration: the support address to turn to, and the company that runs the service. */
export interface MailSite {
  supportEmail: string;
  company: CompanyDetails;
}
