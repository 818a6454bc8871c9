import type { ComposedPageState } from '@mailscout/contracts';
import { COMPOSED_STATE_ELEMENT_ID, INLINE_RUNTIME_CONFIG_ELEMENT_ID } from '@mailscout/contracts/page';

function readJson(id: string): unknown {
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

/**
 * docs/architecture.md#prerendered-pages: what the edge says about a page it composed (the language it rendered in, the remote
 * whose fragment is in it), or `undefined` for a page served as the plain shell (dev server, or
 * an edge that could not compose). Checked by hand rather than with the contract's schema: the
 * schemas (zod) are not in the shell's first bundle (docs/architecture.md#first-bundle).
 */
export function readComposedPage(): ComposedPageState | undefined {
  const value = readJson(COMPOSED_STATE_ELEMENT_ID);
  if (!value || typeof value !== 'object') return undefined;
  const { language, prerendered, hydrateAtOnce } = value as Record<string, unknown>;
  if (language !== 'en' && language !== 'de') return undefined;
  if (prerendered !== undefined && typeof prerendered !== 'string') return undefined;
  if (prerendered === undefined) return { language };
  // docs/architecture.md#request-rendered-stages: a stage that goes on by itself hydrates at once.
  return hydrateAtOnce === true ? { language, prerendered, hydrateAtOnce } : { language, prerendered };
}

/** The runtime configuration the edge put in the page (validated there), saving a request. */
export function readInlineRuntimeConfig(): unknown {
  return readJson(INLINE_RUNTIME_CONFIG_ELEMENT_ID);
}
