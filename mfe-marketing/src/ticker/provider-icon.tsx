import { PROVIDER_MARKS } from './provider-marks';
import type { LookupProvider } from './recent-lookups-schema';

/** A fixed-size provider mark (no image request, no layout shift) named for screen readers. */
export function ProviderIcon({ provider, label }: { provider: LookupProvider; label: string }) {
  return (
    <span className={`mk-provider mk-provider--${provider}`} role="img" aria-label={label} data-provider={provider}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {PROVIDER_MARKS[provider]}
      </svg>
    </span>
  );
}
