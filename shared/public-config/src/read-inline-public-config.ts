import type { PublicConfig } from '@mailscout/contracts';
import { INLINE_PUBLIC_CONFIG_ELEMENT_ID } from '@mailscout/contracts/page';

/** The element the edge writes into a composed page (docs/architecture.md#prerendered-pages): the configuration the server rendered with. */
export const INLINE_PUBLIC_CONFIG_ID = INLINE_PUBLIC_CONFIG_ELEMENT_ID;

/**
 * The public configuration the edge inlined into the page (`<script type="application/json"
 * id="ms-public-config">`), so a composed page hydrates with the figures it was rendered with
 * instead of a loading state. The edge wrote it from an answer it parsed with the contract's
 * schema; here only its shape is checked (the schemas, with zod, are not in the shell's first
 * bundle: docs/architecture.md#first-bundle). Anything missing, unparsable or of another shape is ignored: the page then
 * fetches the configuration as usual, and that answer is validated.
 */
export function readInlinePublicConfig(doc: Document | undefined = globalThis.document): PublicConfig | undefined {
  const text = doc?.getElementById(INLINE_PUBLIC_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPublicConfigShape(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isPublicConfigShape(value: unknown): value is PublicConfig {
  if (!value || typeof value !== 'object') return false;
  const { catalogue, company, legal, supportEmail } = value as Record<string, unknown>;
  const isObject = (part: unknown) => Boolean(part) && typeof part === 'object';
  if (!isObject(catalogue) || !isObject(company) || !isObject(legal) || typeof supportEmail !== 'string') return false;
  const { plans, trial, packs } = catalogue as Record<string, unknown>;
  return isObject(plans) && isObject(trial) && Array.isArray(packs);
}
