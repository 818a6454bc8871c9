import type { RemoteDeclaration } from '@mailscout/contracts';
import { findOwner, PREFETCH_ROUTE_ATTRIBUTE } from '@mailscout/contracts/page';
import type { RemoteRegistry } from './remote-registry';

/** Focus or typing: the visitor is about to use what leads to the route, and has not yet. */
const INTENT_EVENTS = ['focusin', 'input'] as const;

/**
 * docs/architecture.md#funnel-prefetch: when the visitor focuses or types in an element that names
 * a route (`data-prefetch-route`, the home search naming `/email-scan`), the route owner's code —
 * its entry and the chunk of its routes — is fetched, so a search lands on code that is already
 * there. Nothing is fetched before that: the page that holds the element stays as light as it was.
 * Listening on the document works before the element's own remote is hydrated (a composed page).
 */
export function prefetchRoutesOnIntent(registry: Pick<RemoteRegistry, 'ensure'>, remotes: readonly RemoteDeclaration[]): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(`[${PREFETCH_ROUTE_ATTRIBUTE}]`) : null;
    const route = target?.getAttribute(PREFETCH_ROUTE_ATTRIBUTE);
    if (!route || asked.has(route)) return;
    asked.add(route);
    const owner = findOwner(new URL(route, window.location.href).pathname, remotes);
    if (owner) registry.ensure(owner.name);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
  };
}
