import { z } from 'zod';
import { LiveReportResponse, ReportsResponse, ScanResultsResponse, ScanStatusResponse, StartScanRequest, StartScanResponse } from '../scan';
import { defineRoute, errorResponses } from './define-route';
import { IdParams } from './lookup-routes';

/** The searched address or number in a path. */
export const TargetParams = z.object({ target: z.string().min(1).max(254) });

const tags = ['scans'];
const status = { 200: ScanStatusResponse, ...errorResponses(401, 404) };
const result = { 200: ScanResultsResponse, ...errorResponses(401, 404, 409) };

/** Paid scans (docs/decisions.md#sources, docs/product.md#api-calls): start one with a credit, follow it, read its report. Session required. */
export const scanRoutes = {
  'scans.start': defineRoute('POST', '/api/start-scan', {
    tags,
    summary: 'Spend one credit and start a scan (email or phone)',
    body: StartScanRequest,
    response: { 200: StartScanResponse, ...errorResponses(400, 401, 402, 403, 429) },
  }, ['UNAUTHORIZED', 'INVALID_PHONE', 'NO_CREDITS', 'DAILY_LOOKUP_CAP', 'OPTED_OUT']),
  'scans.statusByTarget': defineRoute('GET', '/api/scan-status/:target', { tags, summary: 'The latest scan of an address by this account', params: TargetParams, response: status }, ['UNAUTHORIZED', 'INVALID_PHONE', 'SCAN_NOT_FOUND']),
  'scans.resultsByTarget': defineRoute('GET', '/api/scan-results/:target', {
    tags,
    summary: 'The report of the latest completed scan of an address',
    params: TargetParams,
    response: result,
  }, ['UNAUTHORIZED', 'INVALID_PHONE', 'SCAN_NOT_FOUND', 'SCAN_NOT_READY', 'SCAN_FAILED', 'REPORT_EXPIRED']),
  'scans.status': defineRoute('GET', '/api/scans/:id', { tags, summary: 'A scan by id', params: IdParams, response: status }, ['UNAUTHORIZED', 'SCAN_NOT_FOUND']),
  'scans.results': defineRoute('GET', '/api/scans/:id/results', { tags, summary: 'A report by scan id (re-opened from the history)', params: IdParams, response: result }, ['UNAUTHORIZED', 'SCAN_NOT_FOUND', 'SCAN_NOT_READY', 'SCAN_FAILED', 'REPORT_EXPIRED']),
  'scans.liveReport': defineRoute('GET', '/api/live-report/:target', {
    tags,
    summary: "This account's live report (finished and unexpired, or still running) of an address or number, or null (docs/decisions.md#never-twice)",
    params: TargetParams,
    response: { 200: LiveReportResponse, ...errorResponses(400, 401) },
  }, ['UNAUTHORIZED', 'INVALID_PHONE']),
  'scans.reports': defineRoute('GET', '/api/reports', { tags, summary: "The account's scans and reports (docs/decisions.md#history-tab History)", response: { 200: ReportsResponse, ...errorResponses(401) } }, ['UNAUTHORIZED']),
  /** Server-sent events (`status`, `source`, then `results` or `failed`, then `end`). */
  'scans.events': defineRoute('GET', '/api/scans/:id/events', {
    tags,
    summary: 'Server-sent events of a scan',
    params: IdParams,
    response: { ...errorResponses(401, 404, 429, 503) },
  }, ['UNAUTHORIZED', 'SCAN_NOT_FOUND', 'TOO_MANY_STREAMS', 'STREAMS_AT_CAPACITY']),
};
