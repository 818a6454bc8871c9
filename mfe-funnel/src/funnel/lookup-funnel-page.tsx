import { SimplePage } from '@mailscout/ui';
import type { LookupKind } from '@mailscout/contracts';

/** Placeholder until the lookup funnel lands (issue 8). */
export function LookupFunnelPage({ kind }: { kind: LookupKind }) {
  return <SimplePage title={kind}><p>Not available yet.</p></SimplePage>;
}
