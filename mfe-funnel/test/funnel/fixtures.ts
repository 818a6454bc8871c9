import { RESULTS_AT, scanResults as kitScanResults } from '@mailscout/test-kit/web';
import type { CategoryCounts, EmailChecks, PhoneChecks, Preview, PreviewHints, ScanResultsResponse, SourceId, SourceProgress, SourceState } from '@mailscout/contracts';

export const AT = RESULTS_AT;

export const EMAIL_SOURCES: readonly SourceId[] = ['local-checks', 'gravatar', 'github', 'hibp', 'records'];
export const PHONE_SOURCES: readonly SourceId[] = ['phone-numbering', 'records'];

export function progress(source: SourceId, state: SourceState): SourceProgress {
  return { source, state, at: state === 'pending' ? null : AT };
}

export const personalChecks: EmailChecks = { valid: true, type: 'personal', role: false, deliverability: 'deliverable' };

export const noHints: PreviewHints = {
  ownerNameFound: false,
  locationFound: false,
  serviceProvider: null,
  phoneFound: false,
  socialProfiles: 0,
  addressRecords: 0,
  breaches: 0,
};

/**
 * The per-category counts a server would send with these hints (the lists the hints name);
 * `extra` adds or overrides categories. Every other category counts 0.
 */
export function categoriesOf(hints: PreviewHints, extra: CategoryCounts = {}): CategoryCounts {
  return {
    names: hints.ownerNameFound ? 1 : 0,
    ages: 0,
    genders: 0,
    locations: hints.addressRecords,
    phones: hints.phoneFound ? 1 : 0,
    emails: 0,
    usernames: 0,
    photos: 0,
    accounts: hints.socialProfiles,
    breaches: hints.breaches,
    messengerAccounts: 0,
    exposedPasswords: 0,
    ...extra,
  };
}

/**
 * A completed email preview; `states` overrides single sources (default: all found); the hints'
 * per-category counts follow the hints, with `categories` on top.
 */
export function emailPreview(overrides: Partial<Preview> = {}, states: Partial<Record<SourceId, SourceState>> = {}, categories: CategoryCounts = {}): Preview {
  const hints: PreviewHints = overrides.hints ?? { ...noHints, ownerNameFound: true, locationFound: true, serviceProvider: 'example.com', socialProfiles: 2, addressRecords: 1, breaches: 3 };
  return {
    id: 'pv-1',
    kind: 'email',
    status: 'completed',
    emailChecks: personalChecks,
    phoneChecks: null,
    sources: EMAIL_SOURCES.map((source) => progress(source, states[source] ?? 'found')),
    ...overrides,
    hints: { ...hints, categories: categoriesOf(hints, categories) },
  };
}

export const mobileChecks: PhoneChecks = {
  valid: true,
  e164: '+4915123456789',
  country: 'DE',
  lineType: 'MOBILE',
  international: '+49 151 23456789',
  carrier: null,
};

export function phonePreview(overrides: Partial<Preview> = {}, states: Partial<Record<SourceId, SourceState>> = {}, categories: CategoryCounts = {}): Preview {
  const hints: PreviewHints = overrides.hints ?? { ...noHints, serviceProvider: 'DE' };
  return {
    id: 'pv-2',
    kind: 'phone',
    status: 'completed',
    emailChecks: null,
    phoneChecks: mobileChecks,
    sources: PHONE_SOURCES.map((source) => progress(source, states[source] ?? 'not_found')),
    ...overrides,
    hints: { ...hints, categories: categoriesOf(hints, categories) },
  };
}

/** A completed email report with every list empty (the test kit's builder, expiring at AT). */
export function scanResults(target: string): ScanResultsResponse {
  return kitScanResults(target, { expiresAt: AT, durationSeconds: 4 });
}
