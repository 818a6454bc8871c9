import i18next, { type i18n as I18n } from 'i18next';

/**
 * The page's one i18next instance. This package is a federation singleton, so the shell and
 * every remote get this same object and a remote's namespace lands beside the shell's. Its own
 * module so that registering namespaces and initialising both depend on it and not on each other.
 */
export const i18n: I18n = i18next.createInstance();
