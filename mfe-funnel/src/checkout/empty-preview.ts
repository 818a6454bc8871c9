import { nothingBeyondFreeChecks, type LookupKind, type Preview } from '@mailscout/contracts';
import { useRememberedPreview } from '../flow/preview-store';

/**
 * Whether this completed preview found nothing beyond the free checks (docs/decisions.md#empty-previews),
 * by the contracts' one rule over the server's own counts. A preview still running, or one without
 * counts (stored before they existed), claims nothing: false.
 */
export function isEmptyPreview(preview: Preview | null): boolean {
  if (!preview || preview.status !== 'completed' || !preview.hints.categories) return false;
  return nothingBeyondFreeChecks(preview.hints.categories);
}

/** This tab's preview of the target found nothing beyond the free checks. */
export function useEmptyPreview(kind: LookupKind, target: string | null): boolean {
  return isEmptyPreview(useRememberedPreview(kind, target));
}
