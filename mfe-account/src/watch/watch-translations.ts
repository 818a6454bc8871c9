/**
 * The `account:watch.*` texts of "watch my address" (docs/decisions.md#watch-my-address), in both
 * languages; `de` must have every key of `en`. The sources' names and what each can and cannot
 * see come from the one catalogue's texts (`WATCH_SOURCE_TEXTS` in shared/contracts).
 */
const en = {
  heading: 'Watch my address',
  intro: 'Free: we check this address again on a schedule with the sources below and email you only when one of them finds something new — a new data breach, linked account or public profile, public key, photo or name. No email when nothing changed.',
  turnOn: 'Watch this address',
  turningOn: 'Turning on…',
  on: 'This address is watched and checked every {{days}} days. Next check: {{next}}. It has to prove itself again with a code by {{until}} to stay watched; we remind you before.',
  off: 'This address is not watched.',
  stop: 'Stop watching',
  stopped: 'The watch has ended. You will get no more watch emails about this address.',
  sourcesHeading: 'What the watch asks, and what it cannot see',
  sees: 'Sees: {{text}}',
  cannotSee: 'Cannot see: {{text}}',
  notSafe: 'Nothing new is not the same as safe: these sources see only what is named here, and much about an address is held where no source can look.',
  ownOnly: 'Only your own account address can be watched here ({{email}}).',
  error: 'The watch could not be changed just now. Please try again.',
  proofExpired: 'Please prove the address with a new code first: the watch can only be turned on right after the self-check.',
  linkInvalid: 'This link is not valid. Please use the link in your latest watch email.',
  proveAgain: 'To turn the watch on, prove first that {{email}} is yours: you signed in a while ago. Run the free self-check for it with a code sent there, and turn the watch on from its result.',
  proveAgainLink: 'Go to the free self-check',
};

const de: typeof en = {
  heading: 'Meine Adresse beobachten',
  intro: 'Kostenlos: Wir prüfen diese Adresse regelmäßig erneut mit den Quellen unten und schreiben Ihnen nur, wenn eine davon etwas Neues findet – ein neues Datenleck, ein verknüpftes Konto oder öffentliches Profil, einen öffentlichen Schlüssel, ein Foto oder einen Namen. Keine E-Mail, wenn sich nichts geändert hat.',
  turnOn: 'Diese Adresse beobachten',
  turningOn: 'Wird eingeschaltet…',
  on: 'Diese Adresse wird beobachtet und alle {{days}} Tage geprüft. Nächste Prüfung: {{next}}. Bis {{until}} muss sie sich erneut mit einem Code bestätigen, um beobachtet zu bleiben; wir erinnern Sie vorher.',
  off: 'Diese Adresse wird nicht beobachtet.',
  stop: 'Beobachtung beenden',
  stopped: 'Die Beobachtung ist beendet. Sie erhalten keine Beobachtungs-E-Mails mehr zu dieser Adresse.',
  sourcesHeading: 'Was die Beobachtung abfragt und was sie nicht sehen kann',
  sees: 'Sieht: {{text}}',
  cannotSee: 'Sieht nicht: {{text}}',
  notSafe: 'Nichts Neues heißt nicht sicher: Diese Quellen sehen nur, was hier genannt ist, und vieles über eine Adresse liegt dort, wo keine Quelle hinsehen kann.',
  ownOnly: 'Hier kann nur die Adresse Ihres eigenen Kontos beobachtet werden ({{email}}).',
  error: 'Die Beobachtung konnte gerade nicht geändert werden. Bitte versuchen Sie es erneut.',
  proofExpired: 'Bitte bestätigen Sie die Adresse zuerst mit einem neuen Code: Die Beobachtung kann nur direkt nach der Selbstauskunft eingeschaltet werden.',
  linkInvalid: 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer neuesten Beobachtungs-E-Mail.',
  proveAgain: 'Um die Beobachtung einzuschalten, bestätigen Sie zuerst, dass {{email}} Ihnen gehört: Ihre Anmeldung liegt schon eine Weile zurück. Machen Sie dafür die kostenlose Selbstauskunft mit einem dorthin gesandten Code und schalten Sie die Beobachtung in deren Ergebnis ein.',
  proveAgainLink: 'Zur kostenlosen Selbstauskunft',
};

export const watchTranslations = { en, de };
