import type { LookupProvider } from './recent-lookups-schema';

const LETTERS: Record<LookupProvider, string> = { gmail: 'G', outlook: 'O', yahoo: 'Y', other: '@' };

/** A small, fixed-size provider badge (no image request, no layout shift). */
export function ProviderIcon({ provider, label }: { provider: LookupProvider; label: string }) {
  return (
    <span className={`mk-provider mk-provider--${provider}`} role="img" aria-label={label}>
      <span aria-hidden="true">{LETTERS[provider]}</span>
    </span>
  );
}
