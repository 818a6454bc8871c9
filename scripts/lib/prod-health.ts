/** Resolves once the URL answers 200 (an API's /api/health: its database is reachable), or rejects after the timeout. */
export async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch((error: unknown) => error as Error);
    if (!(res instanceof Error) && res.ok) return;
    last = res instanceof Error ? res.message : `HTTP ${res.status}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms (${last})`);
}
