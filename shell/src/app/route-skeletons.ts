/**
 * docs/architecture.md#stage-skeletons: the shape of the stage each client-rendered route opens
 * with, so the frame (composed at the edge, or rendered in the browser) shows a skeleton of it
 * while the route owner's code arrives, instead of a spinner in an empty space. Keys follow the
 * routes of the runtime configuration, as the titles in route-titles.ts do.
 */
export type StageSkeletonKind = 'checklist' | 'stage' | 'panel';

const ROUTE_SKELETONS: Readonly<Record<string, StageSkeletonKind>> = {
  // The lookup's first stage: the verification checklist (docs/product.md#checklist).
  '/email-scan': 'checklist',
  '/phone-scan': 'checklist',
  // The funnel's stage template: heading, intro and the form's card (the checkout, the order form).
  '/payment': 'stage',
  '/order': 'stage',
  '/scan-process': 'stage',
  '/return': 'stage',
  // The account's pages: heading and one panel.
  '/login': 'panel',
  '/account': 'panel',
};

/** The skeleton of a path: its own, or its listed parent's ('/account/billing' → panel); none for others. */
export function routeSkeletonKind(pathname: string): StageSkeletonKind | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const first = `/${path.split('/')[1] ?? ''}`;
  return ROUTE_SKELETONS[path] ?? ROUTE_SKELETONS[first];
}
