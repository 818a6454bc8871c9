import { z } from 'zod';
import { Email } from './common';
import { PhoneInput } from './lookup';
import { Report, SourceProgress } from './report';

const ScanParties = {
  billingEmail: Email,
  userEmail: Email,
  /** The purpose the user stated, kept in the audit entry (docs/decisions.md#retention). */
  purpose: z.string().trim().max(200).optional(),
  /**
   * Chosen by the client once per attempt: a retried or doubled request with the same id
   * returns the same scan and spends no second credit.
   */
  requestId: z.string().regex(/^[\w-]{8,64}$/).optional(),
  /**
   * A new report although the account has a live one of this target (docs/decisions.md#never-twice):
   * without it, start-scan answers the live scan and spends nothing.
   */
  fresh: z.boolean().optional(),
};

/** docs/product.md#api-calls start-scan with `email`; a phone scan sends `phone` instead. */
export const StartScanRequest = z.union([
  z.object({ email: Email, ...ScanParties }),
  z.object({ phone: PhoneInput, ...ScanParties }),
]);
export const StartScanResponse = z.object({
  scan_id: z.string(),
  /** True when the account already had a live scan of this target: its id, no credit spent (docs/decisions.md#never-twice). */
  reused: z.boolean().optional(),
});

export const ScanStatus = z.enum(['queued', 'running', 'completed', 'failed']);
export const ScanStatusResponse = z.object({
  status: ScanStatus,
  scanId: z.string(),
  sources: z.array(SourceProgress),
});

export const LinkedAccount = z.object({ site: z.string(), url: z.string() });
/** docs/product.md#data scan results; `results` is the whole report with provenance. */
export const ScanResultsResponse = z.object({
  results: Report,
  lookupCredits: z.number().int().nonnegative(),
  usernames: z.array(z.string()),
  durationSeconds: z.number().nonnegative(),
  breaches: z.array(z.string()),
  accounts: z.array(LinkedAccount),
});

/**
 * Server-sent events of GET /api/scans/{id}/events: `status` ({status}), `source` (a
 * SourceProgress) as each source answers, then `results` (a ScanResultsResponse) or `failed`
 * ({message}); the stream then ends.
 */
export const ScanEventName = z.enum(['status', 'source', 'results', 'failed']);
export const ScanFailedEvent = z.object({ message: z.string() });

/** GET /api/reports: the signed-in account's reports (docs/decisions.md#history-tab History). */
export const ReportSummary = z.object({
  scanId: z.string(),
  kind: z.enum(['email', 'phone']),
  target: z.string(),
  status: ScanStatus,
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export const ReportsResponse = z.object({ reports: z.array(ReportSummary) });

/**
 * GET /api/live-report/{target}: the signed-in account's live scan of the target — finished with
 * its report unexpired, or still running — or null (docs/decisions.md#never-twice). Only ever the
 * caller's own.
 */
export const LiveReportResponse = z.object({ report: ReportSummary.nullable() });

export type StartScanRequest = z.infer<typeof StartScanRequest>;
export type StartScanResponse = z.infer<typeof StartScanResponse>;
export type ScanStatusResponse = z.infer<typeof ScanStatusResponse>;
export type ScanResultsResponse = z.infer<typeof ScanResultsResponse>;
export type ReportSummary = z.infer<typeof ReportSummary>;
export type ReportsResponse = z.infer<typeof ReportsResponse>;
export type LiveReportResponse = z.infer<typeof LiveReportResponse>;
