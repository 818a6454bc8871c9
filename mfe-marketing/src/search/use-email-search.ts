import { useCallback, useState } from 'react';
import { emailScanPath } from '@mailscout/app-manifest/page-paths';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorReference } from '@mailscout/api-client';
import { toast } from '@mailscout/ui';
import { displayEmailAddress, hasUnicodeLocalPart, validateEmail } from '@mailscout/contracts';
import { lookupEmail } from './lookup-email';
import { classifySearchFailure } from './search-failure';
import { usePublicConfig } from '@mailscout/public-config';
import { emitSearch } from './search-events';
import { fireSearchPixel } from './search-pixel';

export type SearchStatus = 'idle' | 'searching';

/** Statuses that send the visitor on to the funnel (docs/product.md#states; `debug-success` per docs/decisions.md#no-staged-data). */
const FUNNEL_STATUSES = new Set(['not-found', 'debug-success']);

/**
 * The home search (docs/product.md#states and docs/product.md#validation): idle ⇄ searching; every error is shown inline and as a
 * destructive toast (docs/product.md#errors).
 */
export function useEmailSearch() {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const publicConfig = usePublicConfig();
  const analytics = publicConfig.status === 'ready' ? publicConfig.config.analytics : null;
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback((inline: string, title: string, description: string, reference?: string) => {
    setStatus('idle');
    setError(inline);
    toast({ title, description, variant: 'destructive', reference });
  }, []);

  const search = useCallback(
    async (raw: string) => {
      const check = validateEmail(raw);
      if (!check.ok) {
        const message = t(check.error === 'required' ? 'search.errors.required' : hasUnicodeLocalPart(raw) ? 'search.errors.unicodeLocalPart' : 'search.errors.invalid');
        fail(message, t('search.toast.errorTitle'), message);
        return;
      }
      setError(null);
      setStatus('searching');
      try {
        const response = await lookupEmail(check.email);
        if (response.status === 'opted-out') {
          fail(t('search.errors.optedOut'), t('search.toast.optedOutTitle'), t('search.toast.optedOutText'));
        } else if (FUNNEL_STATUSES.has(response.status)) {
          const event = { kind: 'email' as const, status: response.status };
          emitSearch(event);
          if (analytics) fireSearchPixel(analytics, event);
          // docs/decisions.md#international-addresses: the funnel shows the address as people read it (müller.de).
          navigate(emailScanPath(displayEmailAddress(raw) ?? check.email));
        } else {
          const message = t('search.errors.unexpected');
          fail(message, t('search.toast.errorTitle'), message);
        }
      } catch (caught) {
        const failure = classifySearchFailure(caught);
        if (failure.kind === 'network') {
          const message = t('search.errors.network');
          fail(message, t('search.toast.networkTitle'), message);
          return;
        }
        const message =
          failure.kind === 'unexpected'
            ? t('search.errors.unexpected')
            : (failure.message ?? t('search.errors.requestFailed', { status: failure.status }));
        // docs/decisions.md#error-reference: the failed request's id, for support.
        fail(message, t('search.toast.errorTitle'), message, errorReference(caught));
      }
    },
    [analytics, fail, navigate, t],
  );

  /** docs/product.md#states: editing the input clears the inline error. */
  const clearError = useCallback(() => setError(null), []);

  return { status, error, search, clearError };
}
