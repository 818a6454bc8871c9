import { SimplePage } from '@mailscout/ui';

/** Placeholder until this page lands (issue 8). */
export default function ReportPage() {
  return <SimplePage title="Report"><p>Not available yet.</p></SimplePage>;
}
