export const accountTranslations = {
  en: {
    login: { title: 'Log in', text: 'Sign-in with a one-time code by email is being built and is not available yet.' },
    account: {
      title: 'My account',
      signedInAs: 'Signed in as',
      credits_one: '{{count}} lookup credit available',
      credits_other: '{{count}} lookup credits available',
    },
    cancel: { title: 'Cancel subscription', notLoggedIn: 'You must be logged in to cancel your subscription.' },
    optOut: { title: 'Opt out', text: 'Opting out of searches and deleting your data is being built and is not available yet.' },
  },
  de: {
    login: { title: 'Anmelden', text: 'Die Anmeldung mit einem Einmalcode per E-Mail wird gerade entwickelt und ist noch nicht verfügbar.' },
    account: {
      title: 'Mein Konto',
      signedInAs: 'Angemeldet als',
      credits_one: '{{count}} Suchguthaben verfügbar',
      credits_other: '{{count}} Suchguthaben verfügbar',
    },
    cancel: { title: 'Abonnement kündigen', notLoggedIn: 'Sie müssen angemeldet sein, um Ihr Abonnement zu kündigen.' },
    optOut: { title: 'Widerspruch (Opt-out)', text: 'Der Widerspruch gegen Suchen und die Löschung Ihrer Daten werden gerade entwickelt und sind noch nicht verfügbar.' },
  },
};
