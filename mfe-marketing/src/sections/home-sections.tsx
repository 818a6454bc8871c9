import { CardGridSection } from './card-grid-section';

const FEATURES = ['accounts', 'breaches', 'sources', 'discreet'] as const;
/** Spec §2: seven 'What You Could Discover' cards (the categories of spec §1). */
export const DISCOVER_ITEMS = ['name', 'locations', 'phones', 'social', 'emails', 'family', 'breaches'] as const;
/** Spec §1 use cases: verify identities, reconnect, background checks, investigate, monitor oneself. */
export const WHY_USE_ITEMS = ['verify', 'reconnect', 'background', 'investigate', 'monitor'] as const;

export function FeaturesSection() {
  return <CardGridSection id="features" prefix="features" items={FEATURES} />;
}

export function DiscoverSection() {
  // Spec §1: the live report mainly finds linked accounts and breaches; the note says so.
  return <CardGridSection id="discover" prefix="discover" items={DISCOVER_ITEMS} note />;
}

export function WhyUseSection() {
  return <CardGridSection id="why-use" prefix="whyUse" items={WHY_USE_ITEMS} note compact />;
}
