import { metrics } from '@mailscout/ops';
import { fetchWithTimeout } from './fetch-with-timeout';

/**
 * A fetch from the release store (a remote's manifests, fragments, page renderer), counted by
 * outcome and timed (docs/operations.md#edge): a store that fails shows here before pages go stale.
 */
export async function fetchFromReleaseStore(fetchImpl: typeof fetch, url: string, timeoutMs: number): Promise<Response | undefined> {
  const started = performance.now();
  const response = await fetchWithTimeout(fetchImpl, url, timeoutMs);
  metrics.edgeReleaseFetchDuration.observe((performance.now() - started) / 1000);
  const outcome = !response ? 'failed' : response.ok ? 'ok' : response.status === 404 ? 'not_found' : 'error';
  metrics.edgeReleaseFetches.inc({ outcome });
  return response;
}
