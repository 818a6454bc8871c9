import type { EmailChecks, PhoneChecks, Preview, PreviewHints, ScanResultsResponse, SourceId, SourceProgress, SourceState } from '@mailscout/contracts';

export const AT = '2026-11-22T12:00:00.000Z';

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

/** A completed email preview; `states` overrides single sources (default: all found). */
export function emailPreview(overrides: Partial<Preview> = {}, states: Partial<Record<SourceId, SourceState>> = {}): Preview {
  return {
    id: 'pv-1',
    kind: 'email',
    status: 'completed',
    emailChecks: personalChecks,
    phoneChecks: null,
    sources: EMAIL_SOURCES.map((source) => progress(source, states[source] ?? 'found')),
    hints: { ...noHints, ownerNameFound: true, serviceProvider: 'example.com', socialProfiles: 2, addressRecords: 1, breaches: 3 },
    ...overrides,
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

export function phonePreview(overrides: Partial<Preview> = {}, states: Partial<Record<SourceId, SourceState>> = {}): Preview {
  return {
    id: 'pv-2',
    kind: 'phone',
    status: 'completed',
    emailChecks: null,
    phoneChecks: mobileChecks,
    sources: PHONE_SOURCES.map((source) => progress(source, states[source] ?? 'not_found')),
    hints: { ...noHints, serviceProvider: 'DE' },
    ...overrides,
  };
}

export function scanResults(target: string): ScanResultsResponse {
  return {
    results: {
      scanId: 'scan-1',
      kind: 'email',
      target,
      createdAt: AT,
      expiresAt: AT,
      durationSeconds: 4,
      sources: [],
      emailChecks: null,
      phoneChecks: null,
      names: [],
      ages: [],
      genders: [],
      locations: [],
      phones: [],
      emails: [],
      usernames: [],
      photos: [],
      accounts: [],
      breaches: [],
    },
    lookupCredits: 1,
    usernames: [],
    durationSeconds: 4,
    breaches: [],
    accounts: [],
  };
}
