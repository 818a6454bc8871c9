import { COMPOSED_STATE_ELEMENT_ID, ComposedPageState, INLINE_RUNTIME_CONFIG_ELEMENT_ID } from '@mailscout/contracts';

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
 * Issue 16: what the edge says about a page it composed (the language it rendered in, the remote
 * whose fragment is in it), or `undefined` for a page served as the plain shell (dev server, or
 * an edge that could not compose).
 */
export function readComposedPage(): ComposedPageState | undefined {
  const parsed = ComposedPageState.safeParse(readJson(COMPOSED_STATE_ELEMENT_ID));
  return parsed.success ? parsed.data : undefined;
}

/** The runtime configuration the edge put in the page, saving a request. */
export function readInlineRuntimeConfig(): unknown {
  return readJson(INLINE_RUNTIME_CONFIG_ELEMENT_ID);
}
