import type { TFunction } from 'i18next';
import type { LookupKind } from '@mailscout/contracts';
import type { ToastInput } from '@mailscout/ui';

export type LeaveReason =
  | { reason: 'missing' }
  | { reason: 'malformed' }
  | { reason: 'opted-out' }
  | { reason: 'rejected'; code: string | undefined; message: string };

/** Server answers we can say in the visitor's language, by their stable code. */
const KNOWN_CODES: Record<string, string> = { INVALID_PHONE: 'lookup.errors.invalidPhone' };

/** The toast shown when the funnel sends the visitor home (spec §2, §8). */
export function leaveToast(leave: LeaveReason, kind: LookupKind, t: TFunction): ToastInput {
  switch (leave.reason) {
    case 'missing':
      return { title: t(kind === 'email' ? 'missingEmail' : 'missingPhone'), variant: 'destructive' };
    case 'malformed':
      return { title: t('lookup.errors.invalidTitle'), description: t('lookup.errors.invalidEmail'), variant: 'destructive' };
    case 'opted-out':
      return { title: t('lookup.optedOut.title', { context: kind }), description: t('lookup.optedOut.text', { context: kind }), variant: 'destructive' };
    case 'rejected': {
      const known = leave.code ? KNOWN_CODES[leave.code] : undefined;
      return { title: t('lookup.errors.invalidTitle'), description: known ? t(known) : leave.message, variant: 'destructive' };
    }
  }
}
