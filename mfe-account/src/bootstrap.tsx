import { renderStandalone } from '@mailscout/standalone';
import AccountRoutes from './expose/routes';

renderStandalone(AccountRoutes);
