import type { TFunction } from 'i18next';
import { sourceNameKey, SourceId } from '@mailscout/contracts';

/**
 * Sites that are not sources of their own but that records and profiles name, in the spelling
 * the sites use. A source's own site (github, gitlab, gravatar …) takes its name from the report's
 * source names, so one site is never spelt two ways.
 */
const SITE_NAMES: Readonly<Record<string, string>> = {
  linkedin: 'LinkedIn',
  x: 'X',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  facebook: 'Facebook',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  tinder: 'Tinder',
  mastodon: 'Mastodon',
  reddit: 'Reddit',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/**
 * A linked account's site as people read it: sources and the records index hand over an id
 * ('github', 'linkedin'); a name the operator wrote some other way is shown as written.
 */
export function siteName(site: string, t: TFunction): string {
  const id = site.trim().toLowerCase();
  const source = SourceId.safeParse(id);
  if (source.success) return t(sourceNameKey('report', source.data));
  return SITE_NAMES[id] ?? site;
}
