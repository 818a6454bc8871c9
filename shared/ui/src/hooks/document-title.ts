/**
 * The page's title (docs/product.md#page-details: "<page> – MailScout", per route and language). Pages claim the
 * title with `useDocumentTitle`; the shell sets a per-route default underneath. A store outside
 * React, because the shell (a parent) runs its effects after the remote page (a child): a plain
 * `document.title =` in both would let the shell's default win over the page's own title.
 */
export const BRAND_NAME = 'MailScout';

interface Claim {
  readonly title: string;
}

const claims: Claim[] = [];
let fallbackTitle: string | undefined;

export function formatDocumentTitle(page: string | undefined): string {
  const trimmed = page?.trim();
  return trimmed && trimmed !== BRAND_NAME ? `${trimmed} – ${BRAND_NAME}` : BRAND_NAME;
}

function apply(): void {
  if (typeof document === 'undefined') return;
  const latest = claims[claims.length - 1];
  document.title = formatDocumentTitle(latest?.title ?? fallbackTitle);
}

/** A page's own title; the most recent claim wins; releasing it restores the one before. */
export function claimDocumentTitle(title: string): () => void {
  const claim: Claim = { title };
  claims.push(claim);
  apply();
  return () => {
    const index = claims.indexOf(claim);
    if (index >= 0) claims.splice(index, 1);
    apply();
  };
}

/** The shell's default for the current route, used while no page claims the title. */
export function setDefaultDocumentTitle(title: string | undefined): void {
  fallbackTitle = title;
  apply();
}

/** Tests only. */
export function resetDocumentTitles(): void {
  claims.length = 0;
  fallbackTitle = undefined;
}
