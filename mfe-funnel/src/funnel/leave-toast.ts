import type { TFunction } from 'i18next';
import type { LookupKind } from '@mailscout/contracts';
import type { ToastInput } from '@mailscout/ui';

export type LeaveReason =
  | { reason: 'missing' }
  | { reason: 'malformed' }
  | { reason: 'opted-out' }
  | { reason: 'rejected'; code: string | undefined; message: string };

/**
 * The server refused the input (400): INVALID_PHONE, or a VALIDATION_ERROR whose message is the
 * API's ("email: Invalid format"). docs/product.md#page-details: the visitor reads only the original's
 * message for the kind of input, in their language, never the server's text.
 */
const invalidInput = (kind: LookupKind) => (kind === 'email' ? 'lookup.errors.invalidEmail' : 'lookup.errors.invalidPhone');

/** The toast shown when the funnel sends the visitor home (docs/product.md#lookup-funnel, docs/product.md#errors). */
export function leaveToast(leave: LeaveReason, kind: LookupKind, t: TFunction): ToastInput {
  switch (leave.reason) {
    case 'missing':
      return { title: t(kind === 'email' ? 'missingEmail' : 'missingPhone'), variant: 'destructive' };
    case 'malformed':
      return { title: t('lookup.errors.invalidTitle'), description: t('lookup.errors.invalidEmail'), variant: 'destructive' };
    case 'opted-out':
      return { title: t('lookup.optedOut.title', { context: kind }), description: t('lookup.optedOut.text', { context: kind }), variant: 'destructive' };
    case 'rejected':
      return { title: t('lookup.errors.invalidTitle'), description: t(invalidInput(kind)), variant: 'destructive' };
  }
}
