import type { LegalDocument } from '../legal/legal-document';

/** Terms of Service, English. Figures come from the price catalogue through `{{placeholders}}`. */
export const termsEn = {
  intro: [
    'These terms govern your use of MailScout, a reverse email lookup service run by {{companyName}}, a company registered in the United Kingdom{{companyRegistration}} ("MailScout", "we", "us"). Please read them carefully. By searching, starting a trial or buying a subscription you agree to them.',
    'Nothing in these terms affects your statutory rights as a consumer.',
  ],
  sections: {
    about: {
      heading: '1. Who we are and how to contact us',
      paragraphs: [
        'MailScout is operated by {{companyName}}, a company registered in the United Kingdom{{companyRegistration}}. Our postal address is {{postalAddress}} and our email address is [{{contactEmail}}](mailto:{{contactEmail}}). For help with your account, a subscription or a payment, you can reach us at any time at [{{supportEmail}}](mailto:{{supportEmail}}); we usually reply within 1–2 working days.',
        'If we need to contact you, we will write to the email address of your account.',
      ],
    },
    eligibility: {
      heading: '2. Who may use MailScout',
      paragraphs: [
        'You must be at least 18 years old to use MailScout, and you must confirm this before you see a report.',
        'MailScout is for personal, non-commercial use only. You may not resell reports, use the service on behalf of a business, or use it in an automated way.',
      ],
    },
    service: {
      heading: '3. What the service does',
      paragraphs: [
        'You enter an email address (or a phone number) and receive a report about its owner, assembled from public sources, known data breaches and licensed records. Each detail in a report names its source and when it was seen.',
        'What a report contains depends on what those sources hold. Most reports find linked online accounts and known data breaches; other categories are often empty.',
        'The person you search for is not notified of your search.',
      ],
    },
    acceptableUse: {
      heading: '4. Permitted and prohibited use',
      paragraphs: [
        'MailScout is not a credit reference agency, and reports are not consumer credit reports. You must not use MailScout or any report:',
        '- to decide about anyone’s credit, insurance, employment or housing, or their eligibility for them;',
        '- to stalk, harass, threaten, intimidate or discriminate against anyone, or to find someone who does not want to be found;',
        '- for any unlawful purpose, including breaches of data-protection, privacy or anti-fraud law.',
        'You are responsible for how you use the information in a report. We may suspend or close an account that breaks these rules, without a refund where the law allows.',
      ],
    },
    accounts: {
      heading: '5. Your account and signing in',
      paragraphs: [
        'Your account is identified by your email address. We do not use passwords: to sign in, we send a one-time code (or a sign-in link, sometimes called a magic link) to that address. Keep access to your mailbox secure, and do not share codes with anyone.',
        'The email address of an account cannot be changed. Tell us at once if you think someone else has used your account.',
      ],
    },
    trial: {
      heading: '6. Trial',
      paragraphs: [
        'You can start with a {{trialDays}}-day trial for {{trialPrice}}, including VAT, charged once when you start it. The trial includes {{trialCredits}}.',
        'Unless you cancel before the trial ends, it converts automatically into the {{convertPlan}} at {{convertPrice}} per {{convertInterval}}, including VAT, with {{convertCredits}} per {{convertInterval}}. You can choose the monthly plan instead when you sign up. We send you a reminder by email before the trial ends.',
      ],
    },
    plans: {
      heading: '7. Subscriptions',
      paragraphs: [
        'We offer these subscriptions (prices include VAT):',
        '- Weekly: {{weeklyPrice}} per week, with {{weeklyCredits}} per week;',
        '- Monthly: {{monthlyPrice}} per month, with {{monthlyCredits}} per month.',
        'A subscription renews automatically at the end of each period and is charged to your payment method until you cancel it.',
        'On the weekly plan (or a trial that converts to it) you can change to the monthly plan at any time. The first month, {{monthlyPrice}}, is charged at once to the card saved in your account; its {{monthlyCredits}} are added when the payment succeeds, and your weekly subscription then ends without a further weekly charge.',
      ],
    },
    credits: {
      heading: '8. Credits',
      paragraphs: [
        'One report costs {{creditsPerReport}}. Credits are added at the start of each paid period.',
        'Unused credits roll over and do not expire at the end of a period, but your balance is capped at {{creditCap}}; credits that would take you above the cap are not added.',
        'While you have a subscription, you can also buy credit packs, paid once with the card saved in your account: {{packList}} (prices include VAT). A pack does not renew; its credits are added when the payment succeeds.',
        'Credits have no cash value, cannot be transferred, and are removed when your account is deleted.',
      ],
    },
    // docs/decisions.md#included-in-every-report: nothing here is sold separately, so no price is quoted for it.
    included: {
      heading: '9. Included in every report',
      paragraphs: [
        '- PDF download of the report: included in every report;',
        '- Breach & leak section: included in every report.',
        'Neither is sold separately or costs extra.',
      ],
    },
    payments: {
      heading: '10. Payments and failed payments',
      paragraphs: [
        'Payments are taken by card through our payment provider; we never see or store your full card number.',
        'If a payment fails, we retry it several times over the following 2 weeks; meanwhile your subscription and your access continue. If it still fails after 2 weeks, your subscription ends.',
      ],
    },
    cancellation: {
      heading: '11. Cancelling',
      paragraphs: [
        'You can cancel your trial or subscription at any time in your account settings ([Cancel subscription](/cancel-subscription)), confirmed by a one-time code sent to your email address. Requests sent to support are handled within 1–2 business days.',
        'When you cancel, no further payments are taken and you keep access, and your credits, until the end of the period you have already paid for.',
        'Your right to cancel under the Consumer Contracts Regulations: you ask us to start providing the service straight away, and you acknowledge that you lose the 14-day right to cancel once a report has been supplied. This does not affect the refunds described below.',
      ],
    },
    refunds: {
      heading: '12. Refunds',
      paragraphs: [
        '- The trial fee is refunded if you ask within 7 days of paying it and have not used any credits.',
        '- Other refund requests must reach us within 30 days of the charge concerned.',
        '- If MailScout is unavailable for more than 24 hours in a row through our fault, you may ask for a refund of the charge for the affected period.',
        'To ask for a refund, write to [{{supportEmail}}](mailto:{{supportEmail}}) from the email address of your account. Approved refunds are paid to the original payment method within 3–5 business days.',
      ],
    },
    optOut: {
      heading: '13. Opting out and the people searched',
      paragraphs: [
        'Anyone can stop their email address being searched, and have the data and any account connected to it deleted, on our [opt-out page](/opt-out). An address that has opted out can no longer be searched.',
      ],
    },
    disclaimer: {
      heading: '14. Disclaimer',
      paragraphs: [
        'Reports are compiled automatically from third-party sources that we do not control. Information may be incomplete, out of date, or about a different person with similar details. We take reasonable care, but we do not promise that any report is accurate, complete or fit for a particular purpose.',
        'A report is not professional, legal or financial advice and is not a consumer credit report. Check anything important independently before you rely on it.',
      ],
    },
    liability: {
      heading: '15. Our liability',
      paragraphs: [
        'We do not exclude or limit our liability where it would be unlawful to do so, including for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for breach of your statutory rights as a consumer.',
        'Otherwise, our total liability to you for all claims relating to MailScout is limited to the amount you paid us in the 12 months before the event giving rise to the claim.',
        'We are not liable for losses that were not foreseeable, or for business losses: MailScout is for personal use only.',
      ],
    },
    claims: {
      heading: '16. Time limit for claims',
      paragraphs: [
        'As far as the law allows, any claim relating to MailScout must be brought within 1 year of the date on which you became aware, or ought reasonably to have become aware, of it.',
      ],
    },
    disputes: {
      heading: '17. Complaints and disputes',
      paragraphs: [
        'If something goes wrong, please tell us first at [{{supportEmail}}](mailto:{{supportEmail}}). We will try to resolve the matter informally within 30 days.',
        'If it is not resolved, you can make a formal complaint. We will reply within 5 working days and give you our final decision within 15 working days.',
        'This does not stop you from going to court or using any other remedy the law gives you.',
      ],
    },
    changes: {
      heading: '18. Changes to these terms',
      paragraphs: [
        'We will give you at least 30 days’ notice by email before a change to these terms takes effect. If you do not agree to the change, you can cancel before it takes effect.',
      ],
    },
    law: {
      heading: '19. Governing law',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern Ireland, you may also bring proceedings there; if you live in the EU, you keep the protection of the mandatory consumer law of your country of residence.',
      ],
    },
  },
} as const satisfies LegalDocument;
