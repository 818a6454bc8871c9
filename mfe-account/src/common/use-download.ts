import { useCallback, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@mailscout/auth';
import { errorText } from './error-text';

/** Saves bytes under a name, as the browser saves a link's download. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A file the API serves with the session (the account export, a receipt), downloaded by script so
 * a refusal (a rate limit, an ended session) is said on the page instead of being saved as the
 * file (docs/decisions.md#account-export). The links keep their `href` and `download`: a new tab or
 * a modified click still works as a plain link.
 */
export function useDownload() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, fallbackName: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const href = event.currentTarget.getAttribute('href')!;
      if (busy) return;
      setBusy(href);
      setFailure(null);
      api
        .download(href)
        .then(({ blob, filename }) => save(blob, filename ?? fallbackName))
        .catch((error: unknown) => setFailure(errorText(error, t, { fallback: t('download.failed'), unknown: t('download.failed') })))
        .finally(() => setBusy(null));
    },
    [busy, t],
  );

  return { onClick, busy, failure };
}
