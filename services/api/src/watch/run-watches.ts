import crypto from 'node:crypto';
import {
  WATCH_PROOF_VALID_MS,
  WATCH_REMINDER_BEFORE_MS,
  WATCH_SOURCE_TEXTS,
  WATCHED_SOURCES,
  type Language,
  type SourceId,
  type WatchSourceText,
} from '@mailscout/contracts';
import type { MailTemplate } from '../mail/render-mail';
import { formatLongDate } from '../mail/format-date';
import type { MailOptions } from '../plugins/app/mailer';
import { assembleReport } from '../scans/assemble-report';
import type { EngineDeps } from '../scans/engine-deps';
import { sourceInput } from '../scans/lookup-target';
import { runSources } from '../scans/source-runner';
import type { Source } from '../sources/source';
import type { SourceCacheRepository } from '../store/repositories/source-cache-repository';
import type { WatchDocument } from '../store/repositories/watches-repository';
import { watchFindings } from './findings';
import type { WatchTokens } from './watch-tokens';

export interface WatchDeps {
  engine: EngineDeps;
  sendMail: (to: string, template: MailTemplate, language: Language, options?: MailOptions) => Promise<void>;
  tokens: WatchTokens;
  publicOrigin: string;
  intervalMs: number;
  /** The clock (tests move it). */
  now: () => Date;
}

/** How long one check may hold a watch before another sweep may take it. */
const LEASE_MS = 5 * 60_000;
/** A mail that could not be sent is tried again this much later. */
const RETRY_MS = 60 * 60_000;
/** Watches checked per sweep; the rest wait for the next. */
const BATCH = 20;

/** A deterministic point within the interval for this watch, so watches are spread over the week. */
export function watchOffsetMs(emailHash: string, intervalMs: number): number {
  return crypto.createHash('sha256').update(emailHash).digest().readUIntBE(0, 6) % intervalMs;
}

/** The watch's own slot (epoch + offset + k·interval) at or after `lastRun + interval`. */
export function nextRunAfter(lastRun: Date, emailHash: string, intervalMs: number): Date {
  const offset = watchOffsetMs(emailHash, intervalMs);
  const earliest = lastRun.getTime() + intervalMs;
  return new Date(Math.ceil((earliest - offset) / intervalMs) * intervalMs + offset);
}

/** The sources a watch asks in this deployment: the catalogue's watched ones that are switched on. */
export function watchedSources(deps: Pick<EngineDeps, 'sources'>): Source[] {
  return deps.sources.email.filter((source) => (WATCHED_SOURCES as readonly SourceId[]).includes(source.id) && source.enabled);
}

/** The watched sources as the mails and the page describe them. */
export function describeSources(ids: readonly SourceId[], language: Language): WatchSourceText[] {
  return ids.map((id) => WATCH_SOURCE_TEXTS[language][id]).filter((text): text is WatchSourceText => text !== null);
}

export function watchLinks(deps: Pick<WatchDeps, 'tokens' | 'publicOrigin'>, emailHash: string) {
  const token = deps.tokens.link(emailHash);
  return {
    selfCheckUrl: `${deps.publicOrigin}/my-data`,
    manageUrl: `${deps.publicOrigin}/my-data?watch=${encodeURIComponent(token)}`,
    unsubscribeUrl: `${deps.publicOrigin}/api/watch/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/**
 * Fresh answers for a watch: the cache is never read (a cached answer could be weeks old and hide
 * what is new), and written only for an address that is not opted out (nothing is kept about one).
 */
function freshAnswers(cache: SourceCacheRepository, keep: boolean): SourceCacheRepository {
  return { ...cache, get: async () => null, put: keep ? cache.put.bind(cache) : async () => undefined } as SourceCacheRepository;
}

/**
 * One check of one watch (docs/decisions.md#watch-my-address): the watched sources are asked
 * through the same runner, rate limits and circuits as a paid scan; the first check only learns
 * what is there; later ones mail the owner what is new, and nothing when nothing is.
 */
async function checkWatch(deps: WatchDeps, watch: WatchDocument, now: Date): Promise<'baseline' | 'nothing-new' | 'mailed' | 'mail-failed'> {
  const { engine } = deps;
  const sources = watchedSources(engine);
  const suppressed = await engine.isSuppressed(watch.email);
  const results = await runSources({
    sources,
    input: sourceInput({ kind: 'email', value: watch.email }),
    targetHash: watch._id,
    deadlineMs: engine.config.scans.deadlineMs,
    cache: freshAnswers(engine.store.sourceCache, !suppressed),
    cacheTtlMs: engine.config.scans.ttlMs,
    limiter: engine.limiter,
    breakers: engine.breakers,
  });
  const report = assembleReport({ scanId: `watch-${crypto.randomUUID()}`, kind: 'email', target: watch.email, createdAt: now, expiresAt: now, results });
  const findings = watchFindings(report);
  // A source that failed this time keeps what it found before: what was seen stays seen.
  const seen = new Set(watch.seen ?? []);
  const fresh = findings.filter((finding) => !seen.has(finding.key));
  const nextRunAt = nextRunAfter(now, watch._id, deps.intervalMs);
  const allSeen = [...new Set([...seen, ...findings.map((f) => f.key)])];
  if (watch.seen === null || fresh.length === 0) {
    await engine.store.watches.finishRun(watch._id, { seen: allSeen, lastRunAt: now, nextRunAt });
    return watch.seen === null ? 'baseline' : 'nothing-new';
  }
  const language = watch.language;
  const links = watchLinks(deps, watch._id);
  try {
    await deps.sendMail(
      watch.email,
      {
        kind: 'watch-news',
        email: watch.email,
        items: fresh.map((f) => ({ category: f.category, label: f.label, source: WATCH_SOURCE_TEXTS[language][f.source]?.name ?? f.source })),
        sources: describeSources(sources.map((s) => s.id), language),
        ...links,
      },
      language,
      // RFC 8058: a mail client's one-click unsubscribe POSTs to this URL; no session needed.
      { headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } },
    );
  } catch (error) {
    engine.log.warn({ err: error }, 'watch mail not sent; tried again later');
    await engine.store.watches.finishRun(watch._id, { seen: [...seen], lastRunAt: now, nextRunAt: new Date(now.getTime() + RETRY_MS) });
    return 'mail-failed';
  }
  await engine.store.watches.finishRun(watch._id, { seen: allSeen, lastRunAt: now, nextRunAt });
  return 'mailed';
}

/**
 * One sweep: watches whose proof is older than 12 months end; those within 30 days of it get one
 * reminder; every due watch is checked (at most a batch per sweep).
 */
export async function sweepWatches(deps: WatchDeps): Promise<{ checked: number; reminded: number; lapsed: number }> {
  const now = deps.now();
  const { watches } = deps.engine.store;
  let lapsed = 0;
  for (const watch of await watches.lapsed(new Date(now.getTime() - WATCH_PROOF_VALID_MS))) {
    if (await watches.stop(watch._id)) lapsed += 1;
  }
  let reminded = 0;
  for (const watch of await watches.needingReminder(new Date(now.getTime() - (WATCH_PROOF_VALID_MS - WATCH_REMINDER_BEFORE_MS)))) {
    if (!(await watches.markReminded(watch._id, now))) continue;
    const links = watchLinks(deps, watch._id);
    const lapsesOn = formatLongDate(new Date(watch.provenAt.getTime() + WATCH_PROOF_VALID_MS), watch.language);
    try {
      await deps.sendMail(
        watch.email,
        { kind: 'watch-reminder', email: watch.email, lapsesOn, selfCheckUrl: links.selfCheckUrl, manageUrl: links.manageUrl },
        watch.language,
        { headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } },
      );
      reminded += 1;
    } catch (error) {
      deps.engine.log.warn({ err: error }, 'watch reminder not sent');
      await watches.unmarkReminded(watch._id);
    }
  }
  let checked = 0;
  for (; checked < BATCH; checked += 1) {
    const watch = await watches.claimDue(now, LEASE_MS);
    if (!watch) break;
    await checkWatch(deps, watch, now);
  }
  return { checked, reminded, lapsed };
}

/** Sweeps on a timer until stopped; a sweep in progress is awaited by stop(). */
export function watchSweeper(deps: WatchDeps, everyMs: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    running = sweepWatches(deps)
      .catch((error: unknown) => deps.engine.log.warn({ err: error }, 'watch sweep failed'))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  return {
    start() {
      stopped = false;
      timer = setTimeout(tick, everyMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
