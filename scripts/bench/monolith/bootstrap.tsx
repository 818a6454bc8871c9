import { startShell } from '../../../shell/src/start-shell';
import MarketingRoutes from '../../../mfe-marketing/src/expose/routes';

void startShell(() => ({
  load: async (name) => {
    if (name === 'marketing') return { default: MarketingRoutes };
    throw new Error(`remote "${name}" is not part of the monolith baseline`);
  },
  forget: () => undefined,
}));
