import { waitForUrl } from '@mailscout/test-kit/node';

/** Resolves once the URL answers 200 (an API's /api/health: its database is reachable), or rejects after the timeout. */
export function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  return waitForUrl(url, { timeoutMs, intervalMs: 250 });
}
