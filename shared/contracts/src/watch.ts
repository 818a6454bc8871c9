import { z } from 'zod';
import { Email, Language } from './common';
import { SOURCE_CATALOGUE } from './source-catalogue';
import { SourceId, type ReportCategory } from './report';

/**
 * "Watch my address" (docs/decisions.md#watch-my-address): the owner of an address who has just
 * proved it with a code (the self-check, or the signed-in account's own address) has it checked
 * again on a schedule and is mailed only when something new appears.
 */

/** What a watch mails about: new findings in these report categories (never a sensitive breach). */
export const WATCHED_CATEGORIES = ['breaches', 'accounts', 'possibleAccounts', 'keys', 'photos', 'names'] as const satisfies readonly ReportCategory[];
export type WatchedCategory = (typeof WATCHED_CATEGORIES)[number];

/** The sources a watch asks: every email source of the one catalogue that can fill a watched category. */
export const WATCHED_SOURCES = (Object.keys(SOURCE_CATALOGUE) as SourceId[]).filter((id) => {
  const entry = SOURCE_CATALOGUE[id];
  return (entry.kinds as readonly string[]).includes('email') && (entry.categories as readonly string[]).some((c) => (WATCHED_CATEGORIES as readonly string[]).includes(c));
});

/** How long a proof from the self-check lets its owner turn a watch on. */
export const WATCH_PROOF_TTL_MS = 30 * 60_000;
/** A watch lapses this long after the address last proved itself; the reminder goes out 30 days before. */
export const WATCH_PROOF_VALID_MS = 365 * 86_400_000;
export const WATCH_REMINDER_BEFORE_MS = 30 * 86_400_000;

export const StartWatchRequest = z.object({
  /** The address to watch; when given it must be the one proven. */
  email: Email.optional(),
  /** The proof the self-check answered (`watchProof`); without it the signed-in account's own address. */
  proof: z.string().min(1).max(500).optional(),
  language: Language.optional(),
});

export const WatchStatus = z.object({
  watching: z.boolean(),
  /** The address, only to its proven owner. */
  email: z.string().nullable(),
  /** When the address has to prove itself again, or the watch ends. */
  provenUntil: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
  lastCheckAt: z.string().nullable(),
  intervalDays: z.number().positive(),
  /** The sources asked on every check (the one catalogue's names for them). */
  sources: z.array(SourceId),
});

export const WatchTokenQuery = z.object({ token: z.string().min(1).max(500) });

export type StartWatchRequest = z.infer<typeof StartWatchRequest>;
export type WatchStatus = z.infer<typeof WatchStatus>;

export type WatchedSourceId = (typeof WATCHED_SOURCES)[number];

/** A watched source as the watch page and mails describe it: its name, what it can and cannot see. */
export interface WatchSourceText {
  name: string;
  sees: string;
  cannotSee: string;
}

/**
 * docs/decisions.md#watch-my-address: the page and every watch mail name the sources watched and
 * what each can and cannot see, in both languages. Keyed by the catalogue's ids, so a source added
 * to the catalogue that can fill a watched category fails to compile until it is described here.
 */
export const WATCH_SOURCE_TEXTS: Record<Language, Record<SourceId, WatchSourceText | null>> = {
  en: {
    'local-checks': null,
    'phone-numbering': null,
    'domain-facts': null,
    gravatar: { name: 'Gravatar', sees: 'a public Gravatar profile for this address: name, photo, linked accounts', cannotSee: 'profiles that are private or made with another address' },
    github: { name: 'GitHub', sees: 'a public GitHub account whose public email or commits use this address', cannotSee: 'private accounts, hidden emails and private repositories' },
    hibp: { name: 'Have I Been Pwned', sees: 'known data breaches that contained this address (sensitive breaches are never shown)', cannotSee: 'breaches not yet known to Have I Been Pwned, and anything while it runs without an API key' },
    records: { name: 'Records index', sees: 'entries about this address in the records our operator has loaded', cannotSee: 'anything outside those licensed records' },
    libravatar: { name: 'Libravatar', sees: 'a public Libravatar photo for this address', cannotSee: 'photos on other sites' },
    openpgp: { name: 'keys.openpgp.org', sees: 'public keys published there for this address', cannotSee: 'keys on other key servers or unverified ones' },
    gitlab: { name: 'GitLab', sees: 'a public GitLab.com profile using this address', cannotSee: 'private profiles and self-hosted GitLab servers' },
    'username-pivot': { name: 'Username check on public profile pages', sees: 'public profile pages under usernames found for this address', cannotSee: 'sites it does not check, and whether such a profile is really yours' },
  },
  de: {
    'local-checks': null,
    'phone-numbering': null,
    'domain-facts': null,
    gravatar: { name: 'Gravatar', sees: 'ein öffentliches Gravatar-Profil zu dieser Adresse: Name, Foto, verknüpfte Konten', cannotSee: 'private Profile oder solche mit einer anderen Adresse' },
    github: { name: 'GitHub', sees: 'ein öffentliches GitHub-Konto, dessen öffentliche E-Mail oder Commits diese Adresse nutzen', cannotSee: 'private Konten, verborgene E-Mails und private Repositories' },
    hibp: { name: 'Have I Been Pwned', sees: 'bekannte Datenlecks, die diese Adresse enthielten (sensible Lecks werden nie gezeigt)', cannotSee: 'Lecks, die Have I Been Pwned noch nicht kennt, und nichts, solange kein API-Schlüssel gesetzt ist' },
    records: { name: 'Datensatz-Index', sees: 'Einträge zu dieser Adresse in den von unserem Betreiber geladenen Datensätzen', cannotSee: 'alles außerhalb dieser lizenzierten Datensätze' },
    libravatar: { name: 'Libravatar', sees: 'ein öffentliches Libravatar-Foto zu dieser Adresse', cannotSee: 'Fotos auf anderen Seiten' },
    openpgp: { name: 'keys.openpgp.org', sees: 'dort für diese Adresse veröffentlichte öffentliche Schlüssel', cannotSee: 'Schlüssel auf anderen Schlüsselservern oder unbestätigte' },
    gitlab: { name: 'GitLab', sees: 'ein öffentliches GitLab.com-Profil mit dieser Adresse', cannotSee: 'private Profile und selbst betriebene GitLab-Server' },
    'username-pivot': { name: 'Benutzernamen-Prüfung auf öffentlichen Profilseiten', sees: 'öffentliche Profilseiten unter Benutzernamen, die zu dieser Adresse gefunden wurden', cannotSee: 'Seiten, die sie nicht prüft, und ob ein solches Profil wirklich Ihres ist' },
  },
};
