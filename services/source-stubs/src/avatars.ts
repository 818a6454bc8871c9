import type { StubReply } from './http';

const COLOURS = ['#4f6d7a', '#7a4f6d', '#6d7a4f', '#a0522d', '#2e8b57', '#4682b4'];

/**
 * A generated avatar with the person's initials, served by the stand-in itself: a demo shows
 * no real person's photo and needs no network (docs/decisions.md#sources).
 */
export function avatarSvg(name: string | undefined, seed: string): StubReply {
  const initials = (name ?? '?')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const colour = COLOURS[[...seed].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${colour}"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  // Gravatar and GitHub serve avatars with CORS open to any origin, so a page may draw them (the report's PDF does).
  return { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' }, body: svg };
}
