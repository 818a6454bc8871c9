import { renderStandalone } from '@mailscout/standalone';
import MarketingRoutes from './expose/routes';

renderStandalone(MarketingRoutes);
