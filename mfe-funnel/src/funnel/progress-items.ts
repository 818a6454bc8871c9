import type { LookupKind, ReportCategory } from '@mailscout/contracts';

/**
 * The progress screen's five sections of six items (spec §2, in its order). Each item is one
 * report category (DECISIONS §1, `CATEGORY_SOURCES` in the contracts names the sources that fill
 * it): it says "Found" only when the report will show a datum of that category, and "Not
 * searched" when no source of this service looks for it. Labels are
 * `funnel:lookup.progress.items.<id>` (a `_phone` variant where the wording differs).
 */
export interface ProgressItem {
  id: string;
  category: Record<LookupKind, ReportCategory>;
}

export interface ProgressSection {
  id: 'collecting' | 'security' | 'social' | 'chat' | 'dating';
  items: readonly ProgressItem[];
}

const item = (id: string, email: ReportCategory, phone: ReportCategory = email): ProgressItem => ({ id, category: { email, phone } });

export const PROGRESS_SECTIONS: readonly ProgressSection[] = [
  {
    id: 'collecting',
    items: [
      item('provider', 'provider'),
      // The same check as the checklist's deliverability row; a number has its line type instead.
      item('mailServer', 'mailServer', 'lineType'),
      item('ownerName', 'names'),
      item('age', 'ages'),
      item('locations', 'locations'),
      item('emails', 'emails'),
    ],
  },
  {
    // Spec §3 security-check categories. The breach source answers the first two.
    id: 'security',
    items: [
      item('breachedAccounts', 'breaches'),
      item('exposedPasswords', 'exposedPasswords'),
      item('compromisedProfiles', 'compromisedProfiles'),
      item('darkWebData', 'darkWebData'),
      item('suspiciousLogins', 'suspiciousLogins'),
      item('linkedIncidents', 'linkedIncidents'),
    ],
  },
  {
    id: 'social',
    items: [
      item('linkedAccounts', 'accounts'),
      item('usernames', 'usernames'),
      item('photos', 'photos'),
      item('workHistory', 'work'),
      item('education', 'education'),
      item('relationships', 'relationships'),
    ],
  },
  {
    id: 'chat',
    items: [
      item('messengerAccounts', 'messengerAccounts'),
      item('linkedPhoneNumbers', 'phones'),
      item('chatUsernames', 'chatUsernames'),
      item('chatGroups', 'chatGroups'),
      item('contactAliases', 'contactAliases'),
      item('chatPhotos', 'chatPhotos'),
    ],
  },
  {
    id: 'dating',
    items: [
      item('datingProfiles', 'datingProfiles'),
      item('datingUsernames', 'datingUsernames'),
      item('datingPhotos', 'datingPhotos'),
      item('profileTexts', 'datingTexts'),
      item('linkedDatingAccounts', 'datingAccounts'),
      item('activityRecords', 'datingActivity'),
    ],
  },
];

export const PROGRESS_ITEMS: readonly ProgressItem[] = PROGRESS_SECTIONS.flatMap((section) => section.items);
