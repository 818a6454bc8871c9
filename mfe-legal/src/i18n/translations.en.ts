import { cookiesEn } from '../content/cookies-content.en';
import { privacyEn } from '../content/privacy-content.en';
import { termsEn } from '../content/terms-content.en';
import type { SourceId } from '@mailscout/contracts';

/** English texts of the `legal` namespace; the long documents live in `../content`. */
export const legalEn = {
  terms: { title: 'Terms of Service' },
  privacy: { title: 'Privacy Policy' },
  cookies: { title: 'Cookie Policy' },
  document: {
    lastUpdated: 'Last updated: {{date}}',
    contents: 'Contents',
    loading: 'Loading the current prices…',
    error: 'This text quotes our current prices and settings, which could not be loaded just now. Please try again.',
    retry: 'Try again',
  },
  figures: {
    credits_one: '{{count}} credit',
    credits_other: '{{count}} credits',
    pack: '{{credits}} for {{price}}',
    plans: { weekly: 'weekly plan', monthly: 'monthly plan' },
    intervals: { week: 'week', month: 'month' },
    companyNumber: 'company number {{number}}',
    registeredOffice: 'registered office: {{address}}',
  },
  help: {
    title: 'Help Center',
    intro: 'Answers to common questions about your subscription, your account and your data.',
    groups: {
      subscription: {
        title: 'Subscription management',
        intro: 'You can cancel at any time and keep access until the end of the period you have paid for.',
        cancelButton: 'Cancel subscription or get help',
        items: {
          cancel: {
            question: 'How do I cancel my subscription?',
            answer: [
              'Open My Account, go to Subscription and choose Cancel subscription, or use the Cancel subscription button above. We send a one-time code to the email address of your subscription to confirm that it is you.',
              'You keep access and your credits until the end of the period you have already paid for. No further payments are taken.',
            ],
          },
          cancelRefund: {
            question: 'Do I get a refund when I cancel?',
            answer: [
              'Cancelling stops future payments; it does not by itself refund past ones. The trial fee is refunded if you ask within 7 days of paying it and have not used any credits. Other refund requests must reach us within 30 days of the charge.',
              'Section 12 of our [Terms of Service](/terms) sets out all refund rules.',
            ],
          },
          unauthorised: {
            question: 'I don’t recognise this subscription. What should I do?',
            answer: [
              'First check whether someone in your household used your card. If not, [contact support](#support) with the date and amount of the charge and the last four digits of the card. Never send us the full card number.',
              'We will cancel the subscription, look into the charge and refund it if it was not authorised. You can also contact your card issuer.',
            ],
          },
          refundStatus: {
            question: 'What is the status of my refund?',
            answer: [
              'Once we have approved a refund, it is paid to the original payment method within 3–5 business days. Some banks take a few more days to show it.',
              'If you have not received it by then, [contact support](#support) and we will send you the payment reference.',
            ],
          },
          unawareCharges: {
            question: 'Why was I charged? I didn’t know about these charges.',
            answer: [
              'MailScout starts with a paid trial that turns into a subscription automatically unless it is cancelled before the trial ends. The price and the renewal are shown at checkout and in our [Terms of Service](/terms), and we send a reminder by email before the trial ends.',
              'If you did not mean to continue, cancel now so that no further payments are taken, and [contact support](#support) about a refund under our refund rules.',
            ],
          },
          autoRenewal: {
            question: 'Does my subscription renew automatically?',
            answer: [
              'Yes. After the trial, your subscription renews automatically every week or every month, depending on your plan, until you cancel it. Our [Terms of Service](/terms) list the current prices.',
            ],
          },
        },
      },
      selfHelp: {
        title: 'Self-help',
        items: {
          technical: {
            question: 'The site is not working for me. What can I do?',
            answer: [
              'Most problems are solved by reloading the page, updating your browser or trying another browser. Make sure that cookies are allowed for MailScout: without them you cannot stay signed in.',
              'If your sign-in code does not arrive, check your spam folder and wait a minute before you ask for a new one. If the problem persists, [contact support](#support) and tell us what you see.',
            ],
          },
          updateEmail: {
            question: 'How do I change the email address of my account?',
            answer: [
              'The email address of an account cannot be changed, because it identifies the account and receives your sign-in codes.',
              'If you need to use another address, [contact support](#support) from your current address and we will help you.',
            ],
          },
          optOut: {
            question: 'How do I stop my email address being searched?',
            answer: [
              'Use our [opt-out page](/opt-out): enter the address, confirm it with the code we send to it, and the opt-out takes effect at once. The data connected to the address, and any account, is deleted.',
              'Support cannot delete accounts by hand. Deletion always goes through the opt-out page, so that only the owner of an address can ask for it.',
            ],
          },
        },
      },
      support: {
        title: 'Connect with support',
        intro: 'Our support team replies within 1–2 working days.',
        emailButton: 'Email support',
        loading: 'Loading the support address…',
        error: 'The support address could not be loaded just now.',
        retry: 'Try again',
        items: {
          contact: {
            question: 'How do I contact support?',
            answer: [
              'Write to us at [{{supportEmail}}](mailto:{{supportEmail}}) from the email address of your account, and include any payment reference. We reply within 1–2 working days.',
            ],
          },
        },
      },
      overview: {
        title: 'Assistance overview',
        items: {
          dos: {
            question: 'Dos: using MailScout responsibly',
            answer: [
              '- Use MailScout only for lawful, personal purposes, such as checking who is contacting you.',
              '- Check important details independently: sources can be incomplete or out of date.',
              '- Keep your sign-in codes to yourself.',
              '- Look up your own address to see what is known about you.',
            ],
          },
          donts: {
            question: 'Don’ts: what MailScout must not be used for',
            answer: [
              '- Don’t use reports to decide about anyone’s credit, employment, insurance or housing: MailScout is not a credit reference agency.',
              '- Don’t use MailScout to stalk, harass or intimidate anyone.',
              '- Don’t resell reports or use MailScout for business purposes.',
            ],
          },
          doNotSell: {
            question: 'Do you sell my personal information?',
            answer: [
              'No. MailScout does not sell personal information and does not share it for advertising. Our [Privacy Policy](/privacy) lists the service providers that process data on our behalf.',
            ],
          },
        },
      },
    },
    about: {
      title: 'About us',
      paragraphs: [
        'You enter an email address or a phone number and receive a report about its owner, built from public sources, known data breaches and licensed records, with the source of every detail. We show what the sources really hold, we never invent results, and anyone can opt out of being searched.',
        'Who runs MailScout, what it does and where its results come from: [About MailScout](/about).',
      ],
    },
    blog: {
      title: 'News',
      paragraphs: ['There are no posts yet. When we publish news about MailScout, you will find it here.'],
    },
  },
  about: {
    title: 'About MailScout',
    intro: 'Who runs MailScout, what it does, where its results come from, and what we promise the people who are searched.',
    company: {
      title: 'Who we are',
      name: 'Company',
      address: 'Registered office',
      postalAddress: 'Postal address',
      addressAndPostal: 'Registered office and postal address',
      number: 'Company number',
      contact: 'Contact',
      dataProtection: 'Data protection',
      loading: 'Loading our company details…',
      error: 'Our company details could not be loaded just now. Please try again.',
    },
    service: {
      title: 'What MailScout does',
      paragraphs: [
        'MailScout is a reverse email lookup service. You enter an email address or a phone number and receive a report about its owner, with the source of every detail and when it was seen.',
        'Before you pay, a free check tells you whether the address is valid, whether it is disposable, personal or business, and whether its domain accepts mail. The full report is part of a subscription; see our [Terms of Service](/terms) for prices and how to cancel.',
      ],
    },
    sources: {
      title: 'Where the results come from',
      // Every source of the catalogue, in its order (docs/decisions.md#claims-from-catalogue): a new one without a text fails to compile.
      items: {
        'local-checks': 'Our own checks of the address: its syntax, disposable and free-mail domains, role addresses and the domain’s mail servers.',
        'phone-numbering': 'The numbering plan, for a phone number: its country, line type and, where known, carrier.',
        gravatar: 'Gravatar public profiles: a name, location, photo and linked accounts the owner published.',
        github: 'GitHub: public profiles and public commits made with the address.',
        hibp: 'Have I Been Pwned: known data breaches that included the address.',
        records: 'Our records index: licensed records that we load into it, for addresses and phone numbers.',
        libravatar: 'Libravatar: the public profile photo published for the address.',
        openpgp: 'keys.openpgp.org: public OpenPGP keys published for the address, and the names in them.',
        gitlab: 'GitLab: public profiles with a name, location, photo and username.',
        'domain-facts': 'Domain facts: the mail provider of the address’s domain (from its mail servers), its public registration (RDAP) and its website’s title.',
        'username-pivot': 'The profile-site check: whether public profile pages exist on other sites under the usernames found, shown as possible accounts.',
      } satisfies Record<SourceId, string>,
      paragraphs: [
        'A report shows only what these sources hold. When a source has nothing, or cannot be reached, the report says so; we never fill the gap with invented results.',
      ],
    },
    promises: {
      title: 'Our promises',
      paragraphs: [
        '- The person searched is not notified of a search.',
        '- Anyone can stop their address from being searched, and have the data connected to it deleted, on our [opt-out page](/opt-out).',
        '- MailScout is for adults and lawful, personal use only. It is not a credit reference agency; see the [Privacy Policy](/privacy) for how we handle personal data.',
      ],
    },
  },
  coverage: {
    title: 'Translation coverage',
    intro: 'Keys missing in English or German, and texts that are identical in both languages, for every namespace loaded into this page.',
    language: 'Language of the page',
    loaded: 'Loaded namespaces: {{list}}',
    notLoaded: 'Not loaded in this page yet: {{list}}',
    notLoadedNote:
      'A remote registers its namespace when its code is first loaded. To check another remote, open one of its pages in this tab and come back here without reloading the page.',
    caption: 'Coverage by namespace',
    namespace: 'Namespace',
    keys: 'Keys',
    missingEn: 'Missing in English',
    missingDe: 'Missing in German',
    identical: 'Identical in both',
    details: 'Keys of “{{namespace}}”',
    none: 'None',
    allowList: 'Texts allowed to be identical in both languages (names and codes): {{list}}',
  },
};

export type LegalTexts = typeof legalEn;
export const legalDocumentsEn = { terms: termsEn, privacy: privacyEn, cookies: cookiesEn };
