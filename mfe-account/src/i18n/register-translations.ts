import { registerNamespace } from '@mailscout/i18n';
import { accountTranslations } from './translations';

/**
 * Imported for its effect by every exposed module: whichever of them the shell loads first, the
 * `account` texts are in the shared instance before anything renders (docs/conventions.md#federation).
 */
registerNamespace('account', accountTranslations);
