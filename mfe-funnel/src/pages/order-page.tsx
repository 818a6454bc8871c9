import { SimplePage } from '@mailscout/ui';

/** Placeholder until this page lands (issue 8). */
export default function OrderPage() {
  return <SimplePage title="Order"><p>Not available yet.</p></SimplePage>;
}
