import { routeUrl } from '@mailscout/contracts';
import { api } from '@mailscout/auth';
import type { LookupKind, ReportSummary, ScanResultsResponse, ScanStatusResponse } from '@mailscout/contracts';

const SCAN_TIMEOUT_MS = 20_000;

export interface StartScanInput {
  kind: LookupKind;
  target: string;
  billingEmail: string;
  userEmail: string;
  /** Chosen once per attempt: a repeated request returns the same scan and spends no second credit. */
  requestId: string;
  /** A new report although the account has a live one (docs/decisions.md#never-twice). */
  fresh?: boolean;
}

/**
 * docs/product.md#api-calls POST /api/start-scan → scan_id. Read without the contract's schema so that a missing
 * id is the original's own error ('No scan ID received from server', docs/product.md#errors), not a parse error.
 */
export async function startScan(input: StartScanInput): Promise<string | null> {
  const { kind, target, ...parties } = input;
  const body = kind === 'email' ? { email: target, ...parties } : { phone: target, ...parties };
  const answer = (await api.callUnchecked('scans.start', { body, timeoutMs: SCAN_TIMEOUT_MS })) as { scan_id?: unknown } | undefined;
  return typeof answer?.scan_id === 'string' && answer.scan_id ? answer.scan_id : null;
}

/** docs/product.md#api-calls GET /api/scan-status/{target}: the polling fallback (every 5 s, docs/product.md#states). */
export function fetchScanStatus(target: string): Promise<ScanStatusResponse> {
  return api.call('scans.statusByTarget', { params: { target }, timeoutMs: SCAN_TIMEOUT_MS });
}

/** docs/product.md#api-calls GET /api/scan-results/{target}: the report once the scan completed. */
export function fetchScanResults(target: string): Promise<ScanResultsResponse> {
  return api.call('scans.resultsByTarget', { params: { target }, timeoutMs: SCAN_TIMEOUT_MS });
}

/** GET /api/scans/{id}/results: a past report of the signed-in account (docs/decisions.md#history-tab History). */
export function fetchReport(scanId: string): Promise<ScanResultsResponse> {
  return api.call('scans.results', { params: { id: scanId }, timeoutMs: SCAN_TIMEOUT_MS });
}

/** Server-sent events of a scan: `status`, `source`, then `results` or `failed`, then `end`. */
export function scanEventsUrl(scanId: string): string {
  return routeUrl('scans.events', { id: scanId });
}

/**
 * GET /api/live-report/{target}: the signed-in account's own live report of the target, or null
 * (docs/decisions.md#never-twice).
 */
export async function fetchLiveReport(target: string): Promise<ReportSummary | null> {
  const { report } = await api.call('scans.liveReport', { params: { target }, timeoutMs: SCAN_TIMEOUT_MS });
  return report;
}
