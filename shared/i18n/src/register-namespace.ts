import { i18n } from './page-instance';

export type NamespaceResources = { en: Record<string, unknown>; de: Record<string, unknown> };

const pending: Array<[string, NamespaceResources]> = [];

function add(namespace: string, resources: NamespaceResources): void {
  for (const [language, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/**
 * A remote calls this when its module loads: its texts join the shared instance under its own
 * namespace. Bundles registered before the instance is initialised (the ui package registers at
 * import) are kept and added on initialisation. Re-registering replaces the bundle.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  if (i18n.isInitialized) add(namespace, resources);
  else pending.push([namespace, resources]);
}

/** Called once by `initI18n`. */
export function flushPendingNamespaces(): void {
  for (const [namespace, resources] of pending.splice(0)) add(namespace, resources);
}

/** Namespaces registered so far, for the translation-coverage panel. */
export function registeredNamespaces(): string[] {
  return Object.keys(i18n.store?.data?.en ?? {});
}
