import type { LegalDocument } from '../legal/legal-document';

/** Privacy Policy, English (UK GDPR and the Data Protection Act 2018). */
export const privacyEn = {
  intro: [
    'This policy explains what personal data MailScout processes, why, for how long, and the rights you have. It covers our customers, visitors to our website, and the people whose email addresses are searched.',
  ],
  sections: {
    controller: {
      heading: '1. Who is responsible for your data',
      paragraphs: [
        '{{companyName}}, a company registered in the United Kingdom{{companyRegistration}}, is the controller of your personal data under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. You can contact us at [{{contactEmail}}](mailto:{{contactEmail}}), and about data protection at [{{dataProtectionEmail}}](mailto:{{dataProtectionEmail}}).',
      ],
    },
    collected: {
      heading: '2. Data we collect about customers and visitors',
      paragraphs: [
        '- Account data: your email address, your subscription, your credit balance and its history, and the sessions you are signed in with.',
        '- Search data: the email addresses and phone numbers you search, and the reports you buy.',
        '- Payment data: handled by our payment provider. We receive and keep only what we need for billing, such as the card brand, the last four digits and the payment status; never the full card number.',
        '- Technical data: your IP address, browser and device information and server logs. Logs never contain a full email address or a one-time code.',
        '- Cookies and similar storage: see our [Cookie Policy](/cookie-policy).',
      ],
    },
    searched: {
      heading: '3. Data about the people who are searched',
      paragraphs: [
        'When someone searches an email address, we collect information about its owner from public sources (for example public profiles and code repositories), from known data breaches and from licensed records. We process this data on the basis of our legitimate interests and those of our customers in verifying identities and staying safe online, and we balance those interests against the rights of the people searched: we show only what the sources hold, name every source, and allow lawful personal use only.',
        'The person searched is not notified of a search. Anyone can stop their address being searched, and have the data connected to it deleted, on our [opt-out page](/opt-out). We keep an opted-out address only as a keyed hash, so that we can honour the opt-out without storing the address itself.',
      ],
    },
    purposes: {
      heading: '4. Why we use your data and our lawful bases',
      paragraphs: [
        '- To provide the service, take payments and manage your account: performance of our contract with you.',
        '- To keep the service secure, prevent fraud and abuse, and improve the service: our legitimate interests.',
        '- To keep accounting and tax records: our legal obligations.',
        '- To set cookies that are not strictly necessary: your consent, which you can withdraw at any time.',
        'We do not make decisions about you that have legal or similarly significant effects based solely on automated processing.',
      ],
    },
    sharing: {
      heading: '5. Who we share data with',
      paragraphs: [
        'We share personal data only with service providers who process it on our behalf under contract: our payment provider, our email delivery provider and our hosting provider. When we query a source for a search, we send only what the query needs.',
        'We do not sell your personal information, and we do not share it for advertising.',
        'We may disclose data where the law requires it, for example to the police or a court.',
      ],
    },
    transfers: {
      heading: '6. International transfers',
      paragraphs: [
        'Where a service provider processes data outside the UK, we make sure it is protected as UK law requires, for example by an adequacy regulation or the International Data Transfer Agreement.',
      ],
    },
    retention: {
      heading: '7. How long we keep data',
      paragraphs: [
        '- Cached search results and reports expire and are deleted after 30 days.',
        '- Account data is kept while your account exists and deleted when you close it or opt out.',
        '- Cookie data is kept for up to 24 months.',
        '- Payment and accounting records are kept for as long as tax law requires.',
      ],
    },
    security: {
      heading: '8. Security and data breaches',
      paragraphs: [
        'We protect data with encryption in transit, access controls and hashed one-time codes and session tokens. If a personal data breach occurs, we notify the Information Commissioner’s Office (ICO) within 72 hours where the law requires it, and tell the people affected without undue delay when the breach is likely to put their rights at high risk.',
      ],
    },
    rights: {
      heading: '9. Your rights',
      paragraphs: [
        'Under the UK GDPR you have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to data portability, and to withdraw consent at any time.',
        'To use your rights, write to [{{dataProtectionEmail}}](mailto:{{dataProtectionEmail}}), or use the [opt-out page](/opt-out) to stop being searched and to delete your data. We answer requests within one month; where a request is complex the law allows us to extend this, and we will tell you if we do.',
        'You also have the right to complain to the Information Commissioner’s Office (ico.org.uk). We would be grateful for the chance to resolve your concern first.',
      ],
    },
    children: {
      heading: '10. Children',
      paragraphs: ['MailScout is only for adults aged 18 or over. We do not knowingly collect data from children as customers.'],
    },
    changes: {
      heading: '11. Changes to this policy',
      paragraphs: ['We will tell you about important changes to this policy by email at least 30 days before they take effect.'],
    },
  },
} as const satisfies LegalDocument;
