import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '@mailscout/contracts';
import { setLanguage } from '@mailscout/i18n';

/**
 * Switching language keeps `?lng=` in step (docs/product.md#page-details): `?lng=` wins over the stored choice
 * (docs/decisions.md#language), so a stale `?lng=en` left in the address bar would switch a reload back. The
 * parameter, when present, is rewritten to the new language in place (history `replace`: the
 * switch is not a page of its own); an address without one is left without one.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (language: Language) => {
      void setLanguage(language);
      const params = new URLSearchParams(location.search);
      if (!params.has('lng') || params.get('lng') === language) return;
      params.set('lng', language);
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        { replace: true, state: location.state, preventScrollReset: true },
      );
    },
    [navigate, location],
  );
}
