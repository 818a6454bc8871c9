import type { MailSite } from '../src/mail/render-mail';

/** A configured company for mail tests: its own postal address, so both address lines show. */
export const TEST_MAIL_SITE: MailSite = {
  supportEmail: 'help@scout.test',
  company: {
    name: 'Scout Data Ltd',
    companyNumber: 'SC123456',
    registeredAddress: '1 High Street, Leeds LS1 1AA, United Kingdom',
    postalAddress: 'PO Box 7, Leeds LS2 2BB, United Kingdom',
    contactEmail: 'hello@scout.test',
    dataProtectionEmail: 'dpo@scout.test',
  },
};
