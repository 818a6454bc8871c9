import { scrape } from '@mailscout/ops';

/**
 * What Prometheus would read from this process now (the same text /metrics serves): the sum of
 * the series named `name` whose labels include `labels`. 0 when there is none yet.
 */
export async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  return sampleOf(await scrape(), name, labels);
}

export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

/** How much `read` moved across `action`. */
export async function delta(read: () => Promise<number>, action: () => Promise<unknown>): Promise<number> {
  const before = await read();
  await action();
  return (await read()) - before;
}
