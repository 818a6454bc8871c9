export { catalogueNames, METRIC_CATALOGUE, type MetricCatalogue, type MetricDefinition, type MetricKey, type MetricProcess } from './metric-catalogue';
export { collectProcessMetrics, metrics, METRICS_CONTENT_TYPE, onScrape, processMetricNames, registry, scrape, type Metrics } from './metrics';
export { createHealth, HEALTH_CHECK_TIMEOUT_MS, type Health, type HealthAnswer, type HealthCheck } from './health';
export { serveOps, type OpsServer, type OpsServerOptions } from './ops-server';
