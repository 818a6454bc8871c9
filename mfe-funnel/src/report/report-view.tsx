import type { ScanResultsResponse } from '@mailscout/contracts';

export interface ReportViewProps {
  results: ScanResultsResponse;
  /** 'Look Up Another Email'. */
  onLookUpAnother(): void;
}

/** Placeholder until the results page lands (issue 8). */
export function ReportView({ results }: ReportViewProps) {
  return <p>{results.results.target}</p>;
}
