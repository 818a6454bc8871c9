import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { METRIC_CATALOGUE, type MetricCatalogue, type MetricDefinition, type MetricKey } from './metric-catalogue';

type LabelOf<D extends MetricDefinition> = D['labels'][number];
type MetricOf<D extends MetricDefinition> = D['type'] extends 'counter'
  ? Counter<LabelOf<D>>
  : D['type'] extends 'gauge'
    ? Gauge<LabelOf<D>>
    : Histogram<LabelOf<D>>;

export type Metrics = { readonly [K in MetricKey]: MetricOf<MetricCatalogue[K]> };

/**
 * This process's registry: what its ops port serves on /metrics (docs/operations.md#metrics).
 * One per process, held by this module; Jest gives each test file its own.
 */
export const registry = new Registry();

const made = new Map<MetricKey, unknown>();

function make(definition: MetricDefinition) {
  const common = { name: definition.name, help: definition.help, labelNames: [...definition.labels], registers: [registry] };
  if (definition.type === 'counter') return new Counter(common);
  if (definition.type === 'gauge') return new Gauge(common);
  return new Histogram({ ...common, buckets: [...(definition.buckets ?? [])] });
}

/**
 * The catalogue's metrics, each made (and registered) the first time the code uses it, so a
 * process serves only the metrics it moves: the edge no scan metrics, the worker no HTTP ones.
 */
export const metrics = new Proxy({} as Metrics, {
  get(_target, key: string) {
    if (!(key in METRIC_CATALOGUE)) return undefined;
    const name = key as MetricKey;
    let metric = made.get(name);
    if (!metric) {
      metric = make(METRIC_CATALOGUE[name]);
      made.set(name, metric);
    }
    return metric;
  },
});

type ScrapeHook = () => Promise<void> | void;
const scrapeHooks = new Set<ScrapeHook>();
/** A hook that may take this long is left behind: a scrape must answer even when MongoDB does not. */
export const SCRAPE_HOOK_TIMEOUT_MS = 1_000;

/**
 * Runs before every scrape: gauges read from elsewhere (the queue in MongoDB) are set here.
 * Answers the function that removes it (an app that closes takes its hooks with it).
 */
export function onScrape(hook: ScrapeHook): () => void {
  scrapeHooks.add(hook);
  return () => scrapeHooks.delete(hook);
}

/** The text Prometheus reads: the scrape hooks run first, each within its time. */
export async function scrape(): Promise<string> {
  await Promise.all(
    [...scrapeHooks].map(async (hook) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.resolve()
          .then(hook)
          .catch(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, SCRAPE_HOOK_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
    }),
  );
  return registry.metrics();
}

let defaults = false;
/** Node's own metrics (CPU, memory, event loop lag, handles) under their standard names; once per process. */
export function collectProcessMetrics(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: registry });
}

export const METRICS_CONTENT_TYPE = registry.contentType;

/**
 * Node's own metrics as collectProcessMetrics serves them (their names with a histogram's
 * `_bucket`/`_sum`/`_count`, and their labels), for checks of what the alerting rules may name.
 */
export function processMetricNames(): Map<string, string[]> {
  const scratch = new Registry();
  collectDefaultMetrics({ register: scratch });
  const names = new Map<string, string[]>();
  for (const metric of scratch.getMetricsAsArray()) {
    const { name, labelNames = [] } = metric as unknown as { name: string; labelNames?: string[] };
    if (metric instanceof Histogram) {
      names.set(`${name}_bucket`, [...labelNames, 'le']);
      names.set(`${name}_sum`, labelNames);
      names.set(`${name}_count`, labelNames);
    } else names.set(name, labelNames);
  }
  scratch.clear();
  return names;
}
