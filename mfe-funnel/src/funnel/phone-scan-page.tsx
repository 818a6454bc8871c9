import { useSearchParams } from 'react-router-dom';
import { LookupFunnelPage } from './lookup-funnel-page';

/**
 * `/phone-scan?phone=`: one funnel per number. A number corrected on the page that explained its
 * refusal (docs/decisions.md#phone-numbers) starts a new funnel rather than inheriting the
 * refused number's stage machine.
 */
export function PhoneScanPage() {
  const [params] = useSearchParams();
  return <LookupFunnelPage key={params.get('phone') ?? ''} kind="phone" />;
}
