import type { CategoryState, LookupKind, NotSearchedReason, ReportCategory } from './report';

/**
 * The progress screen's five sections of six items (docs/product.md#screens, in its order; the security items
 * are docs/product.md#data, security-check categories), each mapped to the report categories it stands for
 * (docs/decisions.md#progress-screen): the one mapping the funnel's progress screen reads. An item says
 * "Found" only when the report shows a datum of one of its categories.
 *
 * `category` is the item's own category (per kind of lookup: a number has its line type where
 * an address has its mail server); `also` lists the categories of the newer sources (docs/decisions.md#sources) that
 * answer the same question, so the item counts them without a new item:
 * - "Identifying the email provider": the domain's facts (its mail provider from MX, its
 *   registration, its website);
 * - "Usernames": the possible accounts the username pivot found under them.
 * Verified links ("Linked accounts") stay apart from the possible accounts. Published OpenPGP
 * keys have no item of their own (the thirty are the original's): the name a key gives counts for
 * "Owner's name" through the names category, and the report shows the keys in their own card.
 */
export interface ProgressItemMapping {
  id: string;
  category: Record<LookupKind, ReportCategory>;
  also: readonly ReportCategory[];
}

export interface ProgressSectionMapping {
  id: 'collecting' | 'security' | 'social' | 'chat' | 'dating';
  items: readonly ProgressItemMapping[];
}

const item = (id: string, email: ReportCategory, phone: ReportCategory = email, also: readonly ReportCategory[] = []): ProgressItemMapping => ({ id, category: { email, phone }, also });

export const PROGRESS_SECTIONS: readonly ProgressSectionMapping[] = [
  {
    id: 'collecting',
    items: [
      item('provider', 'provider', 'provider', ['domainFacts']),
      // The same check as the checklist's deliverability row; a number has its line type instead.
      item('mailServer', 'mailServer', 'lineType'),
      item('ownerName', 'names'),
      item('age', 'ages'),
      item('locations', 'locations'),
      item('emails', 'emails'),
    ],
  },
  {
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
      item('usernames', 'usernames', 'usernames', ['possibleAccounts']),
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

/** The categories an item stands for in a lookup of this kind: its own first. */
export function itemCategories(item: ProgressItemMapping, kind: LookupKind): ReportCategory[] {
  return [item.category[kind], ...item.also];
}

const RANK: Readonly<Record<CategoryState, number>> = { found: 4, pending: 3, unavailable: 2, not_found: 1, not_searched: 0 };

/**
 * One item's state from its categories' states (each by `categoryState`): found when any is
 * found, else still searching when any is, else unavailable when any could not be looked up,
 * else nothing found; not searched only when none of them is searched (its own reason).
 */
export function combineItemStates(states: ReadonlyArray<{ state: CategoryState; reason?: NotSearchedReason }>): { state: CategoryState; reason?: NotSearchedReason } {
  let best = states[0] ?? { state: 'not_searched' as const, reason: 'noSource' as const };
  for (const each of states.slice(1)) if (RANK[each.state] > RANK[best.state]) best = each;
  return best;
}
