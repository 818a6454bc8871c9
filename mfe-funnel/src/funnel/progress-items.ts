import type { LookupKind, SourceId } from '@mailscout/contracts';

/**
 * The progress screen's five sections of six items (spec §2, in its order) and the source each
 * item waits for (DECISIONS §1: an item ticks when its source answers). `null`: no source checks
 * this for the kind (no breach source takes phone numbers), so the item shows as unavailable.
 * Labels are `funnel:lookup.progress.items.<id>` (a `_phone` variant where the wording differs).
 */
export interface ProgressItem {
  id: string;
  source: Record<LookupKind, SourceId | null>;
}

export interface ProgressSection {
  id: 'collecting' | 'security' | 'social' | 'chat' | 'dating';
  items: readonly ProgressItem[];
}

const item = (id: string, email: SourceId | null, phone: SourceId | null): ProgressItem => ({ id, source: { email, phone } });

export const PROGRESS_SECTIONS: readonly ProgressSection[] = [
  {
    id: 'collecting',
    items: [
      item('validity', 'local-checks', 'phone-numbering'),
      item('provider', 'local-checks', 'phone-numbering'),
      item('mailServer', 'local-checks', 'phone-numbering'),
      item('publicRecords', 'records', 'records'),
      item('publicProfiles', 'gravatar', 'records'),
      item('linkedAccounts', 'github', 'records'),
    ],
  },
  {
    // Spec §3 security-check categories: all answered by the breach source.
    id: 'security',
    items: [
      item('breachedAccounts', 'hibp', null),
      item('exposedPasswords', 'hibp', null),
      item('compromisedProfiles', 'hibp', null),
      item('darkWebData', 'hibp', null),
      item('suspiciousLogins', 'hibp', null),
      item('linkedIncidents', 'hibp', null),
    ],
  },
  {
    id: 'social',
    items: [
      item('gravatarProfile', 'gravatar', null),
      item('verifiedAccounts', 'gravatar', null),
      item('githubProfile', 'github', null),
      item('publicCommits', 'github', null),
      item('socialProfiles', 'records', 'records'),
      item('usernames', 'records', 'records'),
    ],
  },
  {
    id: 'chat',
    items: [
      item('messengerAccounts', 'records', 'records'),
      item('chatUsernames', 'records', 'records'),
      item('linkedPhoneNumbers', 'records', 'records'),
      item('publicChatProfiles', 'records', 'records'),
      item('profilePictures', 'records', 'records'),
      item('contactAliases', 'records', 'records'),
    ],
  },
  {
    id: 'dating',
    items: [
      item('datingProfiles', 'records', 'records'),
      item('datingUsernames', 'records', 'records'),
      item('datingPhotos', 'records', 'records'),
      item('profileTexts', 'records', 'records'),
      item('linkedDatingAccounts', 'records', 'records'),
      item('activityRecords', 'records', 'records'),
    ],
  },
];

export const PROGRESS_ITEMS: readonly ProgressItem[] = PROGRESS_SECTIONS.flatMap((section) => section.items);
