import fs from 'node:fs';
import path from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import YAML from 'yaml';
import { METRIC_CATALOGUE, processMetricNames } from '../../services/ops/src/index';
import { ROOT } from './services';

/**
 * deploy/prometheus/alerts.yaml (docs/operations.md#alerts): a rule file Prometheus would load — every
 * expression parsed by the Prometheus project's own PromQL grammar (@prometheus-io/lezer-promql) —
 * naming only metrics the processes serve (the catalogue, Node's standard metrics from prom-client,
 * Prometheus' own `up`) and only labels those metrics carry, each rule pointing to its signal in
 * docs/operations.md.
 */
interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const FILE = path.join(ROOT, 'deploy', 'prometheus', 'alerts.yaml');
const rules: Rule[] = (YAML.parse(fs.readFileSync(FILE, 'utf8')) as { groups: Array<{ name: string; rules: Rule[] }> }).groups.flatMap((group) => group.rules);
const operations = fs.readFileSync(path.join(ROOT, 'docs', 'operations.md'), 'utf8');

// Labels every series has once scraped (the target's), and the histogram's bucket bound.
const TARGET_LABELS = ['job', 'instance'];

/** Every metric name a process of ours can serve, with the labels of each. */
function servedMetrics(): Map<string, string[]> {
  const served = new Map<string, string[]>();
  for (const metric of Object.values(METRIC_CATALOGUE)) {
    const labels = [...metric.labels];
    if (metric.type === 'histogram') {
      served.set(`${metric.name}_bucket`, [...labels, 'le']);
      served.set(`${metric.name}_sum`, labels);
      served.set(`${metric.name}_count`, labels);
    } else served.set(metric.name, labels);
  }
  // Node's own metrics, as the ops server collects them (collectProcessMetrics).
  for (const [name, labels] of processMetricNames()) served.set(name, labels);
  served.set('up', []);
  return served;
}

/** The metric names and the label names matched in each of an expression's selectors; syntax errors. */
function selectorsOf(expr: string) {
  const tree = parser.parse(expr);
  const errors: string[] = [];
  const selectors: Array<{ metric: string; labels: string[] }> = [];
  tree.iterate({
    enter(node) {
      if (node.type.isError) errors.push(`at ${node.from}: ${JSON.stringify(expr.slice(Math.max(0, node.from - 20), node.to + 20))}`);
      if (node.name !== 'VectorSelector') return;
      const identifier = node.node.getChild('Identifier');
      const labels: string[] = [];
      const matchers = node.node.getChild('LabelMatchers');
      matchers?.toTree().iterate({
        enter(inner) {
          if (inner.name === 'LabelName') labels.push(expr.slice(matchers.from + inner.from, matchers.from + inner.to));
        },
      });
      if (identifier) selectors.push({ metric: expr.slice(identifier.from, identifier.to), labels });
    },
  });
  return { errors, selectors };
}

test('the file is a Prometheus rule file: named groups of rules, each an alert with an expression, a duration, a severity and a summary', () => {
  expect(rules.length).toBeGreaterThan(10);
  const names = new Set<string>();
  for (const rule of rules) {
    expect({ rule: rule.alert, ok: typeof rule.alert === 'string' && /^[A-Z][A-Za-z0-9]+$/.test(rule.alert) }).toEqual({ rule: rule.alert, ok: true });
    expect(names.has(rule.alert!)).toBe(false);
    names.add(rule.alert!);
    expect(typeof rule.expr).toBe('string');
    if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smhd]$/);
    expect(['warning', 'critical']).toContain(rule.labels?.severity);
    expect(rule.annotations?.summary).toEqual(expect.any(String));
  }
});

test.each(rules.map((rule) => [rule.alert, rule] as const))('%s parses as PromQL and names only served metrics and their labels', (_name, rule) => {
  const { errors, selectors } = selectorsOf(rule.expr.trim());
  expect(errors).toEqual([]);
  expect(selectors.length).toBeGreaterThan(0);
  const served = servedMetrics();
  for (const { metric, labels } of selectors) {
    expect({ metric, served: served.has(metric) }).toEqual({ metric, served: true });
    const known = [...(served.get(metric) ?? []), ...TARGET_LABELS];
    expect({ metric, unknown: labels.filter((label) => !known.includes(label)) }).toEqual({ metric, unknown: [] });
  }
});

test('a broken expression or an unknown metric is caught (the checks can fail)', () => {
  expect(selectorsOf('sum(rate(mailscout_http_requests_total[5m]) >').errors).not.toEqual([]);
  expect(servedMetrics().has('mailscout_http_requests')).toBe(false);
  expect(selectorsOf('rate(x{status="500"}[5m])').selectors).toEqual([{ metric: 'x', labels: ['status'] }]);
});

test("each rule's runbook is a signal written up in docs/operations.md", () => {
  for (const rule of rules) {
    const url = rule.annotations?.runbook_url ?? '';
    expect(url).toMatch(/^docs\/operations\.md#signal-[a-z-]+$/);
    const anchor = url.split('#')[1];
    expect({ anchor, written: operations.includes(`<a id="${anchor}"></a>`) }).toEqual({ anchor, written: true });
  }
});

test('docs/operations.md names only metrics that exist', () => {
  const served = servedMetrics();
  const named = [...new Set(operations.match(/\bmailscout_[a-z0-9_]+/g) ?? [])];
  expect(named.length).toBeGreaterThan(10);
  // A histogram is named in prose by its own name, in expressions by its series' (`_bucket` …).
  const catalogued = new Set<string>(Object.values(METRIC_CATALOGUE).map((metric) => metric.name));
  expect(named.filter((name) => !served.has(name) && !catalogued.has(name))).toEqual([]);
});
