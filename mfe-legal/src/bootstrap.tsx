import { renderStandalone } from '@mailscout/standalone';
import LegalRoutes from './expose/routes';

renderStandalone(LegalRoutes);
