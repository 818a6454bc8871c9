import { METRIC_CATALOGUE } from '../src';

const metricsOf = Object.entries(METRIC_CATALOGUE);

test.each(metricsOf)('%s follows the Prometheus naming conventions', (_key, metric) => {
  expect(metric.name).toMatch(/^mailscout_[a-z][a-z0-9_]*$/);
  if (metric.type === 'counter') expect(metric.name).toMatch(/_total$/);
  else expect(metric.name).not.toMatch(/_total$/);
  if (metric.type === 'histogram') expect(metric.name).toMatch(/_seconds$/);
  expect(metric.help.length).toBeGreaterThan(10);
  for (const label of metric.labels) {
    expect(label).toMatch(/^[a-z][a-z_]*$/);
    // Bounded label sets only (docs/operations.md#metrics): nothing that names a visitor, a job or a URL.
    expect(['id', 'email', 'address', 'ip', 'client', 'url', 'path', 'user', 'target', 'scan', 'message', 'reason_text']).not.toContain(label);
  }
});

test('every name is used once', () => {
  const names = metricsOf.map(([, metric]) => metric.name);
  expect(new Set(names).size).toBe(names.length);
});
