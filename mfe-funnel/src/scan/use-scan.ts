import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReference } from '@mailscout/api-client';
import { receiveCredits, sessionStore } from '@mailscout/auth';
import { ScanEventName, ScanFailedEvent, ScanResultsResponse, SourceProgress, type LookupKind } from '@mailscout/contracts';
import { followEventStream, parseEvent, type EventStream } from '../api/event-stream';
import { fetchScanResults, fetchScanStatus, scanEventsUrl, startScan } from '../api/scan-api';
import { newRequestId } from '../flow/request-id';
import { fetchProblem, startScanProblem } from './scan-problem';

/** docs/product.md#constants: the scan status is polled every 5000 ms when live events are not available. */
export const SCAN_POLL_MS = 5000;

/** `reference`: the failed call's request id, for support (docs/decisions.md#error-reference). */
export type ScanState = { phase: 'running'; answered: number } | { phase: 'failed'; details: string; reference?: string };

export interface UseScanInput {
  kind: LookupKind;
  target: string;
  billingEmail: string;
  /**
   * The flow's request id for this scan (docs/decisions.md#funnel-memory): a reload sends the same one
   * and re-attaches to the scan instead of starting (and paying for) another. Without one, an id per mount.
   */
  requestId?: string | null;
  /** A new report although the account has a live one (docs/decisions.md#never-twice). */
  fresh?: boolean;
  onComplete(results: ScanResultsResponse, scanId: string): void;
}

const STREAM_EVENTS = [...ScanEventName.options, 'end'] as const;

/**
 * A paid scan (docs/product.md#states 'Scan polling', docs/product.md#api-calls): start-scan once per attempt (one request id, one
 * request even when StrictMode runs the effect twice), then the scan's live events; when the
 * server refuses or closes them (its caps on open streams, docs/architecture.md#event-streams) or they drop repeatedly,
 * the status is polled every 5 s, and its sources count as answered as the events' would.
 * Completed → the results (from
 * the `results` event or GET scan-results) and the credits they report; failed or any failed
 * call → `failed` with the details for the Scan Error dialog.
 */
export function useScan({ kind, target, billingEmail, requestId: flowRequestId, fresh = false, onComplete }: UseScanInput): ScanState {
  const { t } = useTranslation('funnel');
  const [state, setState] = useState<ScanState>({ phase: 'running', answered: 0 });
  const [ownRequestId] = useState(newRequestId);
  const requestId = flowRequestId ?? ownRequestId;
  const started = useRef<{ key: string; scan: Promise<string | null> } | null>(null);
  const complete = useEffectEvent(onComplete);
  const translate = useEffectEvent((key: string, options?: Record<string, unknown>) => t(key, options));
  const problemOfStart = useEffectEvent((error: unknown) => startScanProblem(error, t));

  useEffect(() => {
    let stopped = false;
    let finished = false;
    let stream: EventStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let scanId = '';
    const answered = new Set<string>();

    const end = () => {
      finished = true;
      stream?.close();
      clearTimeout(timer);
    };
    const fail = (details: string, error?: unknown) => {
      if (stopped || finished) return;
      end();
      const reference = errorReference(error);
      setState({ phase: 'failed', details, ...(reference ? { reference } : {}) });
    };
    const succeed = (results: ScanResultsResponse) => {
      if (stopped || finished) return;
      end();
      // docs/product.md#states: the credits left after the scan, when signed in (a no-op otherwise).
      const user = sessionStore.getUser();
      if (user) receiveCredits(user.email, results.lookupCredits);
      complete(results, scanId);
    };

    const answer = (source: string) => {
      if (answered.has(source)) return;
      answered.add(source);
      setState({ phase: 'running', answered: answered.size });
    };

    const poll = async () => {
      let status;
      try {
        status = await fetchScanStatus(target);
      } catch (error) {
        return fail(fetchProblem(error, translate('report.errors.statusFailed')), error);
      }
      if (stopped || finished) return;
      // The same progress as over the stream: each source that has answered.
      for (const progress of status.sources) if (progress.state !== 'pending') answer(progress.source);
      if (status.status === 'completed') {
        try {
          succeed(await fetchScanResults(target));
        } catch (error) {
          fail(fetchProblem(error, translate('report.errors.resultsFailed')), error);
        }
        return;
      }
      if (status.status === 'failed') return fail(translate('report.errors.scanFailed'));
      timer = setTimeout(() => void poll(), SCAN_POLL_MS);
    };

    const startPolling = () => {
      if (stopped || finished) return;
      stream?.close();
      stream = null;
      void poll();
    };

    const key = `${kind}|${target}|${billingEmail}|${requestId}`;
    if (started.current?.key !== key) {
      const userEmail = sessionStore.getUser()?.email ?? billingEmail;
      started.current = { key, scan: startScan({ kind, target, billingEmail, userEmail, requestId, ...(fresh ? { fresh } : {}) }) };
    }
    started.current.scan.then(
      (startedId) => {
        if (stopped) return;
        if (!startedId) return fail(translate('report.errors.noScanId'));
        scanId = startedId;
        stream = followEventStream(scanEventsUrl(scanId), STREAM_EVENTS, {
          onEvent(name, data) {
            if (stopped || finished) return;
            if (name === 'results') {
              const results = parseEvent(ScanResultsResponse, data);
              if (results) succeed(results);
              else startPolling();
            } else if (name === 'failed') {
              const message = parseEvent(ScanFailedEvent, data)?.message;
              fail(message && message !== 'Scan failed' ? message : translate('report.errors.scanFailed'));
            } else if (name === 'source') {
              const progress = parseEvent(SourceProgress, data);
              if (progress && progress.state !== 'pending') answer(progress.source);
            } else if (name === 'end') {
              // The stream ended without a report we could read: ask for it.
              startPolling();
            }
          },
          onFallback: startPolling,
        });
        if (!stream) startPolling();
      },
      (error: unknown) => {
        if (!stopped) fail(problemOfStart(error), error);
      },
    );

    return () => {
      stopped = true;
      stream?.close();
      clearTimeout(timer);
    };
    // `fresh` is part of the attempt the request id names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, target, billingEmail, requestId]);

  return state;
}
