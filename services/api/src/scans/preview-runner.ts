import crypto from 'node:crypto';
import type { Preview, SourceProgress } from '@mailscout/contracts';
import type { PreviewDocument } from '../store/repositories/previews-repository';
import { progressOf } from './assemble-report';
import type { EngineDeps } from './engine-deps';
import { noNetworkedSourceAnswered } from './networked-sources';
import { sourceInput, type LookupTarget } from './lookup-target';
import { previewHints } from './preview-hints';
import { runSources } from './source-runner';

// A preview younger than this is shown again rather than asked again (a reload, the funnel
// after the home search). Older ones run again, mostly from the source cache.
const REUSE_MS = 10 * 60_000;
// A running preview whose process stopped is closed this long after its deadline.
const ABANDON_GRACE_MS = 5_000;

const EMPTY_HINTS = { ownerNameFound: false, locationFound: false, serviceProvider: null, phoneFound: false, socialProfiles: 0, addressRecords: 0, breaches: 0 };

/**
 * The free preview of a lookup (docs/decisions.md#progress-screen): every source is asked in the background; the
 * answers go to the source cache (the paid report reuses them) and only the checks, the
 * sources' states and the hints are kept with the preview.
 */
export function previewRunner(deps: EngineDeps) {
  const { store, config, bus } = deps;

  async function run(id: string, target: LookupTarget, targetHash: string) {
    const results = await runSources({
      sources: deps.sources[target.kind],
      input: sourceInput(target),
      targetHash,
      deadlineMs: config.scans.deadlineMs,
      cache: store.sourceCache,
      cacheTtlMs: config.scans.ttlMs,
      limiter: deps.limiter,
      breakers: deps.breakers,
      onResult: async (result) => {
        const findings = result.answer.state === 'found' ? result.answer.findings : {};
        await store.previews.recordSource(id, progressOf(result), {
          ...(findings.emailChecks ? { emailChecks: findings.emailChecks } : {}),
          ...(findings.phoneChecks ? { phoneChecks: findings.phoneChecks } : {}),
        });
        bus.changed(id);
      },
    });
    const checks = results.flatMap((r) => (r.answer.state === 'found' ? [r.answer.findings] : []));
    await store.previews.complete(id, {
      sources: Object.fromEntries(results.map((r) => [r.source, progressOf(r)])),
      emailChecks: checks.find((f) => f.emailChecks)?.emailChecks ?? null,
      phoneChecks: checks.find((f) => f.phoneChecks)?.phoneChecks ?? null,
      hints: previewHints(target.kind, target.value, results),
    });
    bus.changed(id);
  }

  return {
    /** The id of a fresh preview of the target, starting one when there is none. */
    async startOrReuse(target: LookupTarget): Promise<{ id: string; started: boolean }> {
      const targetHash = deps.hashTarget(target.value);
      const now = new Date();
      const recent = await store.previews.latestForTarget(targetHash, new Date(now.getTime() - REUSE_MS));
      if (recent) return { id: recent._id, started: false };
      const sources = deps.sources[target.kind].filter((s) => s.takes.includes(target.kind));
      const id = crypto.randomUUID();
      await store.previews.create({
        _id: id,
        kind: target.kind,
        targetHash,
        status: 'running',
        sources: Object.fromEntries(sources.map((s): [string, SourceProgress] => [s.id, { source: s.id, state: 'pending', at: null }])),
        emailChecks: null,
        phoneChecks: null,
        hints: EMPTY_HINTS,
        createdAt: now,
        deadlineAt: new Date(now.getTime() + config.scans.deadlineMs),
        expiresAt: new Date(now.getTime() + config.scans.ttlMs),
      });
      run(id, target, targetHash).catch((error: unknown) => deps.log.error({ err: error, previewId: id }, 'preview run failed'));
      return { id, started: true };
    },
    toContract,
  };
}

/** The preview as the browser sees it; one left running by a stopped process reads as timed out. */
export function toContract(doc: PreviewDocument, now = new Date()): Preview {
  const abandoned = doc.status === 'running' && now.getTime() > doc.deadlineAt.getTime() + ABANDON_GRACE_MS;
  const sources = Object.values(doc.sources).map((p) => (abandoned && p.state === 'pending' ? { ...p, state: 'timeout' as const, at: doc.deadlineAt.toISOString() } : p));
  return {
    id: doc._id,
    kind: doc.kind,
    status: abandoned ? 'completed' : doc.status,
    emailChecks: doc.emailChecks,
    phoneChecks: doc.phoneChecks,
    sources,
    // An abandoned preview never computed its hints; whether a networked source answered is
    // still known from the states it recorded.
    hints: abandoned ? { ...doc.hints, noNetworkedSourceAnswered: noNetworkedSourceAnswered(sources) } : doc.hints,
  };
}
