import { checkDeliverability, type Deliverability, type MailDns } from './deliverability';
import { isDisposableDomain, isFreeMailDomain } from './domain-lists';
import { parseAddress } from './email-syntax';
import { isRoleAddress } from './role-address';

export interface LocalChecks {
  valid: boolean;
  /** personal: a free mail provider; business: a company's own domain; disposable: throwaway. */
  type: 'personal' | 'business' | 'disposable' | null;
  role: boolean;
  deliverability: Deliverability;
}

/**
 * The free checks of the verification checklist (docs/decisions.md#verification-checklist), each a real result: syntax,
 * disposable domain, free-mail vs company domain, role address, and MX deliverability.
 */
export async function runLocalChecks(email: string, options: { dns?: MailDns; timeoutMs?: number } = {}): Promise<LocalChecks> {
  const parsed = parseAddress(email);
  if (!parsed) return { valid: false, type: null, role: false, deliverability: 'undeliverable' };
  const type = isDisposableDomain(parsed.domain) ? 'disposable' : isFreeMailDomain(parsed.domain) ? 'personal' : 'business';
  return {
    valid: true,
    type,
    role: isRoleAddress(parsed.localPart),
    deliverability: await checkDeliverability(parsed.domain, options.dns, options.timeoutMs),
  };
}
