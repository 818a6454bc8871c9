import { Icon } from '@mailscout/ui';
import { CardGridSection, type CardItem } from './card-grid-section';

const FEATURES: readonly CardItem[] = [
  { key: 'accounts', icon: Icon.Link },
  { key: 'breaches', icon: Icon.AlertTriangle },
  { key: 'sources', icon: Icon.Database },
  { key: 'discreet', icon: Icon.EyeOff },
];

/** docs/product.md#screens: seven 'What You Could Discover' cards (the categories of docs/product.md#what-it-does). */
export const DISCOVER_ITEMS: readonly CardItem[] = [
  { key: 'name', icon: Icon.User },
  { key: 'locations', icon: Icon.MapPin },
  { key: 'phones', icon: Icon.Phone },
  { key: 'social', icon: Icon.Globe },
  { key: 'emails', icon: Icon.Mail },
  { key: 'family', icon: Icon.Users },
  { key: 'breaches', icon: Icon.AlertTriangle },
];

/** docs/product.md#what-it-does use cases: verify identities, reconnect, background checks, investigate, monitor oneself. */
export const WHY_USE_ITEMS: readonly CardItem[] = [
  { key: 'verify', icon: Icon.Fingerprint },
  { key: 'reconnect', icon: Icon.User },
  { key: 'background', icon: Icon.Search },
  { key: 'investigate', icon: Icon.AlertTriangle },
  { key: 'monitor', icon: Icon.Eye },
];

export function FeaturesSection() {
  return <CardGridSection id="features" prefix="features" items={FEATURES} />;
}

export function DiscoverSection() {
  // docs/product.md#what-it-does: the live report mainly finds linked accounts and breaches; the note says so.
  return <CardGridSection id="discover" prefix="discover" items={DISCOVER_ITEMS} note tone="muted" />;
}

export function WhyUseSection() {
  return <CardGridSection id="why-use" prefix="whyUse" items={WHY_USE_ITEMS} note compact />;
}
