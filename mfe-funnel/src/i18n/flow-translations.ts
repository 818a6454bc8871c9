/**
 * `flow.*`: what the funnel says about the buyer's own earlier reports (docs/decisions.md#never-twice)
 * and about a report that is still being prepared on its page.
 */
const en = {
  liveReport: {
    title: 'You already have this report',
    text: 'Your report on {{target}} is ready and stays available until {{date}}. Opening it uses no credit.',
    text_running: 'Your report on {{target}} is being prepared. Opening it uses no credit.',
    open: 'You already have this report — open it',
    fresh: 'Buy a new report anyway',
    freshNote: 'A new report uses a credit or a payment.',
    reusedTitle: 'You already have this report',
    reusedText: 'No credit was used: this is the report you already have.',
  },
  reportPage: {
    running: 'Your report is being prepared…',
  },
};

const de: typeof en = {
  liveReport: {
    title: 'Sie haben diesen Bericht bereits',
    text: 'Ihr Bericht zu {{target}} ist fertig und bleibt bis zum {{date}} verfügbar. Das Öffnen verbraucht kein Guthaben.',
    text_running: 'Ihr Bericht zu {{target}} wird gerade erstellt. Das Öffnen verbraucht kein Guthaben.',
    open: 'Sie haben diesen Bericht bereits — öffnen',
    fresh: 'Trotzdem einen neuen Bericht kaufen',
    freshNote: 'Ein neuer Bericht verbraucht ein Guthaben oder eine Zahlung.',
    reusedTitle: 'Sie haben diesen Bericht bereits',
    reusedText: 'Es wurde kein Guthaben verbraucht: Das ist der Bericht, den Sie schon haben.',
  },
  reportPage: {
    running: 'Ihr Bericht wird erstellt…',
  },
};

export const flowTranslations = { en, de };
