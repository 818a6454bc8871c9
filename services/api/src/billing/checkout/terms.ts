import { DomainError } from '../../errors/domain-error';

/**
 * docs/decisions.md#receipts-and-terms: terms acceptance (with the 14-day-right statement) on every checkout path,
 * before the payment. Checked before anything is created at the payment provider.
 */
export function assertTermsAccepted(accepted: boolean | undefined): void {
  if (accepted !== true) {
    throw new DomainError({
      code: 'TERMS_NOT_ACCEPTED',
      message: 'Please accept the Terms of Service and the Privacy Policy to continue.',
    });
  }
}
