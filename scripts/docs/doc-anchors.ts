/**
 * The anchors a Markdown file offers: explicit ones (`<a id="credits"></a>`, any `id="…"`) and
 * the slug GitHub gives each heading (lower case, punctuation dropped, spaces to hyphens, a
 * repeated slug numbered `-1`, `-2` …).
 */
export function docAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, id = ''] of markdown.matchAll(/\bid="([^"]+)"/g)) anchors.add(id);
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export function githubSlug(heading: string): string {
  return heading
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
