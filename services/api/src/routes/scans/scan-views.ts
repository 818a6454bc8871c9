import { Report, type ScanResultsResponse, type ScanStatusResponse, type SourceProgress } from '@mailscout/contracts';
import type { ReportDocument } from '../../store/repositories/reports-repository';
import type { ScanDocument } from '../../store/repositories/scans-repository';

/** `charging` is internal: to the browser the scan is queued. */
export function scanStatusView(scan: ScanDocument): ScanStatusResponse {
  return {
    status: scan.status === 'charging' ? 'queued' : scan.status,
    scanId: scan._id,
    sources: Object.values(scan.sources) as SourceProgress[],
  };
}

/** docs/product.md#data scan results: the report, the balance after it, and the flat lists the original names. */
export function scanResultsView(doc: ReportDocument, lookupCredits: number): ScanResultsResponse {
  const report = Report.parse(doc.report);
  return {
    results: report,
    lookupCredits,
    usernames: [...new Set(report.usernames.map((d) => d.value))],
    durationSeconds: report.durationSeconds,
    breaches: [...new Set(report.breaches.map((d) => d.value.name))],
    accounts: report.accounts.map((d) => ({ site: d.value.site, url: d.value.url })),
  };
}
