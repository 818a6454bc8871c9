// The feed's schema lives in the shared contracts, beside the API route that answers it.
export { LookupProvider, RecentLookup, RecentLookupsResponse } from '@mailscout/contracts';
