import { useEffect } from 'react';
import { claimDocumentTitle, setDefaultDocumentTitle } from './document-title';

/**
 * Sets `document.title` to "<title> – MailScout" while the calling page is shown. Pass the
 * translated text, so the title follows the language; `undefined` (e.g. still loading) leaves the
 * shell's per-route default.
 *
 * @example
 *   const { t } = useTranslation('legal');
 *   useDocumentTitle(t('terms.title'));
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    return claimDocumentTitle(title);
  }, [title]);
}

/** The shell's per-route default title (used when the route's own page sets none). */
export function useDefaultDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    setDefaultDocumentTitle(title);
  }, [title]);
}
