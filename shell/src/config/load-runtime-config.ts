import { RuntimeConfig } from '@mailscout/contracts';
import { readInlineRuntimeConfig } from './composed-page';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/**
 * Fetched at start, never bundled: the same shell build then works with remotes at other URLs
 * or versions. A page the edge composed carries it inline; else the inline script in index.html
 * may already have started the request.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const early = (window as { __runtimeConfig?: Promise<unknown> }).__runtimeConfig;
  const raw = readInlineRuntimeConfig() ?? (early ? await early : await (await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-store' })).json());
  const parsed = RuntimeConfig.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid runtime configuration: ${parsed.error.message}`);
  return parsed.data;
}
