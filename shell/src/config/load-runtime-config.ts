import type { RuntimeConfig } from '@mailscout/contracts';
import { readInlineRuntimeConfig } from './composed-page';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/**
 * Fetched at start, never bundled: the same shell build then works with remotes at other URLs
 * or versions. A page the edge composed carries it inline, parsed and validated by the edge that
 * wrote it (docs/architecture.md#first-bundle: the schemas are not in the shell's first bundle, so a composed page does
 * not wait for them); a configuration fetched as a file is validated here, with the contract's
 * schema loaded for it.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const inline = readInlineRuntimeConfig();
  if (isRuntimeConfigShape(inline)) return inline;
  const early = (window as { __runtimeConfig?: Promise<unknown> }).__runtimeConfig;
  const raw = early ? await early : await (await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-store' })).json();
  const { RuntimeConfig } = await import('@mailscout/contracts');
  const parsed = RuntimeConfig.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid runtime configuration: ${parsed.error.message}`);
  return parsed.data;
}

/** The edge's inline configuration: its shape only (the edge validated the content). */
function isRuntimeConfigShape(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const { apiBaseUrl, remotes } = value as Record<string, unknown>;
  return typeof apiBaseUrl === 'string' && Array.isArray(remotes);
}
