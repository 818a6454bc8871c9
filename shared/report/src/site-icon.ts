/** docs/product.md#results: a linked account's icon depends on its site name. */
export type SiteIcon = 'github' | 'linkedin' | 'twitter' | 'instagram' | 'facebook' | 'generic';

export function siteIconOf(site: string): SiteIcon {
  const name = site.trim().toLowerCase();
  if (name.includes('github')) return 'github';
  if (name.includes('linkedin')) return 'linkedin';
  if (name.includes('twitter') || name === 'x' || name === 'x.com' || name.startsWith('x (')) return 'twitter';
  if (name.includes('instagram')) return 'instagram';
  if (name.includes('facebook')) return 'facebook';
  return 'generic';
}

/** docs/product.md#results: only an http(s) URL is shown (no javascript:, data: or relative links). */
export function isWebUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
