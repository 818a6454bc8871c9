import { SimplePage } from '@mailscout/ui';

/** Placeholder until this page lands (issue 8). */
export default function PaymentPage() {
  return <SimplePage title="Payment"><p>Not available yet.</p></SimplePage>;
}
