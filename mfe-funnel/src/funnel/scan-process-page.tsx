import { SimplePage } from '@mailscout/ui';

/** Placeholder until /scan-process lands (issue 8). */
export function ScanProcessPage() {
  return <SimplePage title="Scan"><p>Not available yet.</p></SimplePage>;
}
