import { renderStandalone } from '@mailscout/standalone';
import FunnelRoutes from './expose/routes';

renderStandalone(FunnelRoutes);
