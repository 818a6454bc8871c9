import type { ComponentType } from 'react';

/**
 * The support dialog (docs/product.md#screens 'Cancel dialog'), built and exposed by the account remote and opened
 * from other remotes (docs/product.md#support-dialog). Remotes never import each other: a page asks for it with
 * `openSupportDialog()`, a window event the shell answers by loading the exposed module and
 * mounting it inside its providers.
 */
export const SUPPORT_DIALOG_EVENT = 'mailscout:open-support-dialog';
export const SUPPORT_DIALOG_REMOTE = 'account';
export const SUPPORT_DIALOG_EXPOSE = 'cancel-dialog';

export interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

export interface SupportDialogModule {
  default: ComponentType<SupportDialogProps>;
}

/**
 * Asks the page's host to open the support dialog. True when a host took the request (it cancels
 * the event); false when none listens, e.g. a remote run on its own, so the caller can fall back.
 */
export function openSupportDialog(): boolean {
  // The contracts are compiled for the API too (no DOM types): reach the page through globalThis.
  const page = globalThis as { dispatchEvent?: (event: Event) => boolean };
  if (typeof page.dispatchEvent !== 'function') return false;
  return !page.dispatchEvent(new Event(SUPPORT_DIALOG_EVENT, { cancelable: true }));
}
