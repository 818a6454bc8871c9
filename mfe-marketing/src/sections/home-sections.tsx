import { categoriesForKind, LookupKind, type ReportCategory } from '@mailscout/contracts';
import { Icon } from '@mailscout/ui';
import { CardGridSection, type CardItem } from './card-grid-section';

const FEATURES: readonly CardItem[] = [
  { key: 'accounts', icon: Icon.Link },
  { key: 'breaches', icon: Icon.AlertTriangle },
  { key: 'sources', icon: Icon.Database },
  { key: 'discreet', icon: Icon.EyeOff },
];

/** A 'What You Could Discover' card and the report categories it promises. */
export interface DiscoverItem extends CardItem {
  categories: readonly ReportCategory[];
}

/**
 * docs/product.md#screens: seven 'What You Could Discover' cards (the categories of docs/product.md#what-it-does),
 * each tied to the report categories it stands for: a card is shown only when a source of the
 * catalogue returns one of them (docs/decisions.md#claims-from-catalogue), so the home page never
 * offers what no source searches (relatives, households, the dark web).
 */
export const DISCOVER_ITEMS: readonly DiscoverItem[] = [
  { key: 'name', icon: Icon.User, categories: ['names'] },
  { key: 'locations', icon: Icon.MapPin, categories: ['locations'] },
  { key: 'phones', icon: Icon.Phone, categories: ['phones'] },
  { key: 'social', icon: Icon.Globe, categories: ['accounts', 'possibleAccounts'] },
  { key: 'emails', icon: Icon.Mail, categories: ['emails'] },
  { key: 'photos', icon: Icon.Image, categories: ['photos'] },
  { key: 'breaches', icon: Icon.AlertTriangle, categories: ['breaches'] },
];

/** The cards some source of the catalogue can fill, for either kind of lookup. */
export const discoverItems = (): DiscoverItem[] =>
  DISCOVER_ITEMS.filter((item) => LookupKind.options.some((kind) => categoriesForKind(kind, item.categories).length > 0));

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
  return <CardGridSection id="discover" prefix="discover" items={discoverItems()} note tone="muted" />;
}

export function WhyUseSection() {
  return <CardGridSection id="why-use" prefix="whyUse" items={WHY_USE_ITEMS} note compact />;
}
