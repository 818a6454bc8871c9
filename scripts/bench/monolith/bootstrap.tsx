import { startShell } from '../../../shell/src/start-shell';
import MarketingRoutes from '../../../mfe-marketing/src/expose/routes';

// Marketing in the first bundle (it owns `/`); legal split off as any single-page app would do
// for another route, so `/terms` has a client-rendered baseline too.
void startShell(() => ({
  load: async (name) => {
    if (name === 'marketing') return { default: MarketingRoutes };
    if (name === 'legal') return import('../../../mfe-legal/src/expose/routes');
    throw new Error(`remote "${name}" is not part of the monolith baseline`);
  },
  forget: () => undefined,
}));
