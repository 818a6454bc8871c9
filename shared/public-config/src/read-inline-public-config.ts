import { INLINE_PUBLIC_CONFIG_ELEMENT_ID, PublicConfig } from '@mailscout/contracts';

/** The element the edge writes into a composed page (issue 16): the configuration the server rendered with. */
export const INLINE_PUBLIC_CONFIG_ID = INLINE_PUBLIC_CONFIG_ELEMENT_ID;

/**
 * The public configuration the edge inlined into the page (`<script type="application/json"
 * id="ms-public-config">`), so a composed page hydrates with the figures it was rendered with
 * instead of a loading state. Anything missing, unparsable or not matching the contract is
 * ignored: the page then fetches the configuration as usual.
 */
export function readInlinePublicConfig(doc: Document | undefined = globalThis.document): PublicConfig | undefined {
  const text = doc?.getElementById(INLINE_PUBLIC_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = PublicConfig.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
