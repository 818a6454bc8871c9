import { startShell } from '../../../shell/src/start-shell';
import MarketingRoutes from '../../../mfe-marketing/src/expose/routes';

// Marketing in the first bundle (it owns `/`); legal, the funnel and the account area split off as
// any single-page app would do for other routes, so `/terms`, `/email-scan`, `/payment`, `/order`,
// `/login` and `/account` have a client-rendered baseline too.
void startShell(() => ({
  load: async (name) => {
    if (name === 'marketing') return { default: MarketingRoutes };
    if (name === 'legal') return import('../../../mfe-legal/src/expose/routes');
    if (name === 'funnel') return import('../../../mfe-funnel/src/expose/routes');
    if (name === 'account') return import('../../../mfe-account/src/expose/routes');
    throw new Error(`remote "${name}" is not part of the monolith baseline`);
  },
  forget: () => undefined,
}));
