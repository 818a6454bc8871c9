/**
 * Addresses that make every networked stand-in answer a particular way, so each state of each
 * source can be exercised (docs/decisions.md#sources). Anything else is answered from the fixtures, and an
 * address the fixtures do not know is "not found" in the source's own way.
 */
export const SPECIAL_ADDRESSES = {
  /** Answers after the configured delay (default 20 s) as an unknown address would. */
  slow: 'slow@example.com',
  /** 429 with `retry-after: 30` (GitHub adds `x-ratelimit-remaining: 0`). */
  rateLimited: 'ratelimited@example.com',
  /** GitHub only: 403 with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` 60 s ahead (its primary limit). */
  exhausted: 'exhausted@example.com',
  /**
   * HIBP only: the account answer carries breach names only, whatever `truncateResponse` says
   * (Pixelboard and the sensitive NightOwlChat), so the details must come from the catalogue.
   */
  truncated: 'truncated@example.com',
  /** 200 with a body that is not JSON. */
  garbage: 'garbage@example.com',
  /** 200 with JSON of a shape the real service never sends. */
  unexpected: 'unexpected@example.com',
  /** 500. */
  broken: 'broken@example.com',
} as const;

export type SpecialBehaviour = keyof typeof SPECIAL_ADDRESSES;

const BY_ADDRESS = new Map<string, SpecialBehaviour>(Object.entries(SPECIAL_ADDRESSES).map(([behaviour, address]) => [address, behaviour as SpecialBehaviour]));

export function specialBehaviour(email: string): SpecialBehaviour | undefined {
  return BY_ADDRESS.get(email.trim().toLowerCase());
}
