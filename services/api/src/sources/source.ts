import type { AccountValue, BreachValue, DomainFactValue, EmailChecks, KeyValue, PhoneChecks, PossibleAccountValue, SourceId } from '@mailscout/contracts';

/** What a source is asked about. A phone number arrives in E.164 (+447700900123). */
export type SourceInput = { kind: 'email'; email: string } | { kind: 'phone'; phone: string } | { kind: 'username'; username: string };
export type SourceInputKind = SourceInput['kind'];

/** The categories a source can fill (they map one to one onto the report's lists). */
export type FindingCategory = keyof Findings;

/**
 * What a source found, without provenance: the runner stamps every item with the source and the
 * time it answered when the report is assembled. Sensitive categories (adult, medical) never
 * appear here: a source drops them before answering.
 */
export interface Findings {
  /** Only the local-checks source: the verification checklist's values. */
  emailChecks?: EmailChecks;
  /** Only the phone-numbering source. */
  phoneChecks?: PhoneChecks;
  names?: string[];
  ages?: number[];
  genders?: string[];
  locations?: Array<{ address: string; current: boolean }>;
  phones?: Array<{ number: string; type: string | null }>;
  emails?: Array<{ address: string; primary: boolean }>;
  usernames?: string[];
  photos?: Array<{ url: string }>;
  accounts?: AccountValue[];
  breaches?: BreachValue[];
  keys?: KeyValue[];
  domainFacts?: DomainFactValue[];
  possibleAccounts?: PossibleAccountValue[];
}

/**
 * One answer. `found` carries findings; `not_found` means the source looked and has nothing.
 * Anything that went wrong is `error` (never `not_found`), `rate_limited` (with the wait the
 * source asked for) or `timeout`.
 */
export type SourceAnswer =
  | { state: 'found'; findings: Findings }
  | { state: 'not_found' }
  | { state: 'rate_limited'; retryAfterSeconds: number | null }
  | { state: 'error'; reason: string }
  | { state: 'timeout' };

export interface Source {
  id: SourceId;
  /** The inputs it can be asked about. */
  takes: readonly SourceInputKind[];
  /** The categories it can fill. */
  returns: readonly FindingCategory[];
  /** Its own time limit; the runner also cuts it at the scan's overall deadline. */
  timeoutMs: number;
  /** Requests allowed per window across this process, or null for local sources. */
  rateLimit: { requests: number; windowMs: number } | null;
  needsKey: boolean;
  /** False when it needs a key that is not configured: the runner reports it `disabled`. */
  enabled: boolean;
  /**
   * Asks the source. Must honour `signal` (abort → the runner reports `timeout`) and must not
   * throw for expected failures (an HTTP 5xx, garbage): it answers `error` with a reason.
   */
  lookup(input: SourceInput, signal: AbortSignal, earlier?: EarlierAnswers): Promise<SourceAnswer>;
  /**
   * Sources whose answers this one reads (the username pivot reads the usernames GitHub,
   * Gravatar and GitLab found): the runner asks it once those have answered, under the same
   * run deadline, and hands their answers over as `earlier`.
   */
  dependsOn?: readonly SourceId[];
}

/** The answers of the sources a source depends on, by id (absent: not part of this run). */
export type EarlierAnswers = ReadonlyMap<SourceId, SourceAnswer | { state: 'disabled' }>;
