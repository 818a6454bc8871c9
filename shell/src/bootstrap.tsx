import { createFederationLoader } from './remotes/federation-loader';
import { startShell } from './start-shell';

void startShell(createFederationLoader);
