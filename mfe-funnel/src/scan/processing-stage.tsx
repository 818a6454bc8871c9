import type { LookupKind, ScanResultsResponse } from '@mailscout/contracts';

export interface ProcessingStageProps {
  kind: LookupKind;
  target: string;
  billingEmail: string;
  /** The report is ready. */
  onComplete(results: ScanResultsResponse): void;
  /** The scan failed and the user closed the 'Scan Error' dialog. */
  onError(message: string): void;
}

/** Placeholder until processing lands (issue 8). */
export function ProcessingStage(_props: ProcessingStageProps) {
  return <p>Processing is not available yet.</p>;
}
