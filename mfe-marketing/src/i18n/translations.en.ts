import type { SourceId } from '@mailscout/contracts';

/** English texts of the `marketing` namespace. Texts of the original (docs/product.md#texts) are kept verbatim. */
export const marketingEn = {
  hero: {
    title: 'Find out who is behind an email address',
    subtitle: 'Enter an email address and get a report on its owner: linked online accounts, data breaches and more.',
    userClaim: 'Trusted by over {{count}} users',
  },
  buildLabel: 'Release: {{label}}',
  pageTitle: 'Reverse Email Lookup',
  example: {
    badge: 'Example report',
    caption: 'An illustration with made-up data: “Alex Example” is not a real person.',
    name: 'Alex Example',
    rows: {
      accounts: { label: 'Linked accounts', value: 'GitHub, Gravatar', source: 'Source: GitHub, Gravatar' },
      breaches: { label: 'Data breaches', value: '2 known breaches', source: 'Source: Have I Been Pwned' },
      type: { label: 'Email type', value: 'Personal', source: 'Source: Local checks' },
      location: { label: 'Location', value: 'Exampletown', source: 'Source: Gravatar' },
    },
  },
  promises: {
    title: 'What we promise',
    items: {
      sources: {
        title: 'Named sources',
        text: 'We search only the sources listed below, and every detail in a report names its source.',
      },
      notNotified: { title: 'No one is notified', text: 'The person you look up is not told about your search.' },
      optOut: { title: 'Opt-out for anyone', text: 'Anyone can remove their own address from MailScout on the <optOut>opt-out page</optOut>.' },
      payments: { title: 'Payments by Stripe', text: 'Card details go straight to Stripe, our payment provider. We never see or store your card number.' },
      cancel: { title: 'Cancel any time', text: 'Cancel in your account in a few clicks and keep access until the end of the period you paid for.' },
    },
    // docs/decisions.md#claims-from-catalogue: {{sources}} is every source of the catalogue, by `sourceNames`.
    sources: 'What we search: {{sources}}.',
  },
  /** Every source of the catalogue (docs/decisions.md#claims-from-catalogue): a new one without a name fails to compile. */
  sourceNames: {
    'local-checks': 'our own checks of the address',
    'phone-numbering': 'the phone numbering plan',
    gravatar: 'Gravatar',
    github: 'GitHub',
    hibp: 'Have I Been Pwned',
    records: 'our records index of licensed data',
    libravatar: 'Libravatar',
    openpgp: 'keys.openpgp.org',
    gitlab: 'GitLab',
    'domain-facts': 'facts about the address’s domain (mail provider, registration, website)',
    'username-pivot': 'a profile-site check of the usernames found',
  } satisfies Record<SourceId, string>,
  search: {
    formLabel: 'Email search',
    label: 'Email address',
    placeholder: 'Enter an email address to look up',
    submit: 'Search Now',
    submitting: 'Searching...',
    agreement: 'By searching, you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>.',
    errors: {
      required: 'Please enter an email address',
      invalid: 'Please enter a valid email address',
      unicodeLocalPart: 'Addresses with letters such as ö or é before the @ cannot be looked up; after the @ (müller.de) they can.',
      optedOut: 'This email address has opted out.',
      unexpected: 'An unexpected response was received from the server.',
      requestFailed: 'Request failed with status {{status}}',
      network: 'A network error occurred. Please try again.',
    },
    toast: {
      errorTitle: 'Search failed',
      optedOutTitle: 'Opted Out',
      optedOutText: 'This email address has opted out of searches.',
      networkTitle: 'Network Error',
    },
  },
  phone: {
    title: 'Look up a phone number',
    text: 'Have a number instead of an email address? Start a phone lookup here.',
    formLabel: 'Phone search',
    label: 'Phone number',
    placeholder: 'e.g. +44 20 7946 0000',
    submit: 'Search Phone',
    errors: {
      required: 'Please enter a phone number',
      invalid: 'Please enter a valid phone number',
      unallocated: '{{number}} is not a number in use: no number under +{{code}} is given out like this. Please check the digits.',
      readAsNational: 'Without a country code it was read as a UK number; for another country, start with its code (e.g. +49).',
    },
  },
  howItWorks: {
    title: 'How It Works',
    steps: {
      enter: { title: 'Enter an email', text: 'Type the email address you want to look up.' },
      process: { title: 'Instant processing', text: 'We check public sources and known data breaches straight away.' },
      results: { title: 'Get results', text: 'Read a clear report that shows where each detail came from.' },
    },
  },
  features: {
    title: 'Features',
    intro: 'What a MailScout lookup does for you.',
    items: {
      accounts: { title: 'Linked online accounts', text: 'Public profiles and accounts that are connected to the address.' },
      breaches: { title: 'Breach checks', text: 'Known data breaches in which the address has appeared.' },
      sources: { title: 'Sources you can check', text: 'Every detail in a report names its source and when it was seen.' },
      discreet: { title: 'Discreet', text: 'The person you look up is not notified of your search.' },
    },
  },
  discover: {
    title: 'What You Could Discover',
    intro: 'Depending on what public sources hold about an address, a report can include:',
    items: {
      name: { title: 'Full name', text: 'The name the owner uses on public profiles.' },
      locations: { title: 'Places', text: 'Towns and cities linked to the owner, where sources publish them.' },
      phones: { title: 'Phone numbers', text: 'Numbers connected to the address in public records.' },
      social: { title: 'Social profiles', text: 'Accounts on social networks and other websites.' },
      emails: { title: 'Other email addresses', text: 'Further addresses and the wider web presence of the owner.' },
      photos: { title: 'Profile photos', text: 'Pictures the owner published with public profiles.' },
      breaches: { title: 'Known data breaches', text: 'Published data breaches in which the address appears, and what leaked.' },
    },
    note: 'Most reports find linked online accounts and known data breaches. The other categories are shown only when a source has data for them; otherwise the report says that nothing was found.',
  },
  whyUse: {
    title: 'Why Use MailScout',
    intro: 'People use MailScout to:',
    items: {
      verify: { title: 'Verify identities', text: 'Check that the person writing to you is who they say they are.' },
      reconnect: { title: 'Reconnect with people', text: 'Find the public profiles of old friends and lost contacts.' },
      background: { title: 'Run background checks', text: 'Learn more about a new online contact or seller before you meet them.' },
      investigate: { title: 'Investigate suspicious emails', text: 'Look into unknown senders, scams and phishing attempts.' },
      monitor: { title: 'Monitor your own presence', text: 'See what can be found about your own address and which breaches it appears in.' },
    },
    note: 'MailScout is for adults (18+) and personal, non-commercial use. It is not a credit reference agency: results must not be used for decisions about credit, employment or housing.',
  },
  ticker: {
    title: 'Latest results',
    intro: 'Lookups completed on MailScout in the last 7 days, anonymised: one row per address, with how many of the sources asked found something.',
    pause: 'Pause updates',
    periods: { today: 'today', thisWeek: 'this week' },
    details: {
      found_one: 'results from {{found}} of {{count}} source',
      found_other: 'results from {{found}} of {{count}} sources',
      nothing_one: 'no results from {{count}} source',
      nothing_other: 'no results from {{count}} sources',
      lookups_one: 'looked up once',
      lookups_other: 'looked up {{count}} times',
    },
    hiddenPart: 'hidden',
    spokenAddress: 'Hidden address at {{domain}}',
    providers: {
      gmail: 'Gmail',
      outlook: 'Outlook',
      yahoo: 'Yahoo',
      icloud: 'iCloud Mail',
      proton: 'Proton Mail',
      gmx: 'GMX',
      webde: 'WEB.DE',
      tonline: 'Telekom (t-online.de)',
      other: 'Other email provider',
    },
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Answers to the most common questions about MailScout.',
    items: {
      what: {
        question: 'What is MailScout?',
        answer:
          'MailScout is a reverse email lookup service. You enter an email address and receive a report about its owner, built from public sources and known data breaches, such as linked online accounts and breach exposure.',
      },
      legal: {
        question: 'Is it legal to use MailScout?',
        answer:
          'Yes, for lawful personal purposes. MailScout uses public sources, known data breaches and licensed records, and it follows UK data-protection law. You must be 18 or older, use the service for personal, non-commercial purposes only, and never use results for decisions about credit, employment or housing, or to harass anyone.',
      },
      accuracy: {
        question: 'How accurate are the results?',
        answer:
          'A report shows what the sources hold at the time of the lookup, and each detail names its source and when it was seen. Public data can be incomplete or out of date, so we cannot guarantee that every detail is correct; please check important facts yourself.',
      },
      corporate: {
        question: 'Can I look up corporate as well as personal email addresses?',
        answer:
          'Yes. A lookup tells you whether an address belongs to a free email provider (a personal address) or to a company domain. Personal addresses tend to be linked to more public profiles; company addresses often lead to business profiles.',
      },
      notified: {
        question: 'Will the person be notified that I searched for them?',
        answer: 'No. The person you look up is not notified of your search.',
      },
      cancel: {
        question: 'How do I cancel my subscription?',
        answer:
          'You can cancel at any time in your account settings: open My Account, go to Subscription and choose Cancel subscription. You keep access until the end of the period you have already paid for.',
      },
      international: {
        question: 'Can I search international email addresses?',
        answer:
          'Yes. You can look up email addresses from any country and any email provider; how much a report contains depends on what public sources hold about the address.',
      },
    },
  },
};

export type MarketingTexts = typeof marketingEn;
