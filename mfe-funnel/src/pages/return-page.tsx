import { SimplePage } from '@mailscout/ui';

/** Placeholder until this page lands (issue 8). */
export default function ReturnPage() {
  return <SimplePage title="Return"><p>Not available yet.</p></SimplePage>;
}
