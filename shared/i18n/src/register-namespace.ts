import { i18n } from './i18n-instance';

export type NamespaceResources = { en: Record<string, unknown>; de: Record<string, unknown> };

/**
 * A remote calls this when its module loads: its texts join the shared instance under its own
 * namespace. Re-registering (a remote reloaded after a failure) replaces the bundle.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  for (const [language, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** Namespaces registered so far, for the translation-coverage panel. */
export function registeredNamespaces(): string[] {
  const store = i18n.store?.data ?? {};
  return Object.keys(store.en ?? {});
}
