import { useEffect, useState } from 'react';
import { i18n, registeredNamespaces } from '@mailscout/i18n';
import { compareNamespace, type NamespaceCoverage } from './compare-translations';

/** The namespaces of the shell, the shared ui package and the four remotes. */
export const KNOWN_NAMESPACES = ['shell', 'ui', 'marketing', 'funnel', 'account', 'legal'] as const;

function readCoverage(): NamespaceCoverage[] {
  const data = i18n.store?.data ?? {};
  // A namespace registered in one language only must show up too (everything missing in the other).
  const names = new Set([...registeredNamespaces(), ...Object.keys(data.de ?? {})]);
  return [...names].sort().map((namespace) => compareNamespace(namespace, data.en?.[namespace], data.de?.[namespace]));
}

/**
 * Coverage of every namespace in the shared i18n instance, recomputed when a remote registers
 * its bundle later (the store's 'added' event) or the language changes.
 */
export function useTranslationCoverage(): NamespaceCoverage[] {
  const [coverage, setCoverage] = useState(readCoverage);
  useEffect(() => {
    const refresh = () => setCoverage(readCoverage());
    refresh();
    i18n.store.on('added', refresh);
    i18n.store.on('removed', refresh);
    i18n.on('languageChanged', refresh);
    return () => {
      i18n.store.off('added', refresh);
      i18n.store.off('removed', refresh);
      i18n.off('languageChanged', refresh);
    };
  }, []);
  return coverage;
}
