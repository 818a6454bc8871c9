import type { LegalDocument } from '../legal/legal-document';

/** Cookie Policy, English (PECR and UK GDPR). */
export const cookiesEn = {
  intro: [
    'This policy explains which cookies and similar technologies (such as your browser’s local storage) MailScout uses, and how you can control them. It follows the Privacy and Electronic Communications Regulations (PECR) and the UK GDPR.',
  ],
  sections: {
    what: {
      heading: '1. What cookies are',
      paragraphs: [
        'Cookies are small files that a website stores in your browser. Local storage works in a similar way. Both let a website remember something between pages and visits.',
      ],
    },
    necessary: {
      heading: '2. Strictly necessary cookies and storage',
      paragraphs: [
        'These are needed for the service to work, so PECR does not require your consent for them:',
        '- authToken (cookie): keeps you signed in; secure and not readable by scripts. Removed when you log out or your session ends.',
        '- mailscout.session (local storage): your signed-in email address and credit balance, so the page can show them. Removed when you log out.',
        '- mailscout.language (local storage): the language you chose. Kept until you choose another language or clear your browser storage.',
        '- ms_lng (cookie): a copy of the language you chose, so our server can send the page in that language before any script runs. Kept for 12 months or until you choose another language.',
        '- ms_canary (cookie): a random number from 0 to 99 that keeps you on one version of the site while we roll out a new one, so a page does not change halfway through. Holds nothing about you; kept for 12 months.',
        '- Payment provider cookies: set at checkout by our payment provider to process the payment securely and prevent fraud.',
        'The bot check on our forms is self-hosted and sets no cookies.',
      ],
    },
    analytics: {
      heading: '3. Analytics and advertising',
      paragraphs: [
        'MailScout does not use analytics or advertising cookies, or tracking pixels. If we ever add them, we will ask for your consent first and you will be able to refuse or withdraw it at any time.',
      ],
    },
    duration: {
      heading: '4. How long cookie data is kept',
      paragraphs: ['Cookie data is kept for no longer than 24 months, and for most of the items above much less, as described.'],
    },
    control: {
      heading: '5. How to control cookies',
      paragraphs: [
        'You can block or delete cookies and local storage in your browser settings. If you block strictly necessary cookies, you will not be able to sign in or buy a subscription.',
      ],
    },
    more: {
      heading: '6. More information',
      paragraphs: [
        'Our [Privacy Policy](/privacy) explains how we process personal data and what your rights are. For any question, write to [{{supportEmail}}](mailto:{{supportEmail}}). We will tell you about important changes to this policy at least 30 days before they take effect.',
      ],
    },
  },
} as const satisfies LegalDocument;
