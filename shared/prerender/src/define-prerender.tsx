import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Language } from '@mailscout/contracts';
import { i18n, initI18n, SUPPORTED_LANGUAGES } from '@mailscout/i18n';
import { formatDocumentTitle } from '@mailscout/ui';
import { PageProviders } from './page-providers';

export interface PrerenderPageSpec {
  path: string;
  /** An i18n key ("namespace:key") of the page's own title, as its `useDocumentTitle` sets it. */
  titleKey: string;
}

export interface RenderedPage {
  path: string;
  language: Language;
  title: string;
  html: string;
}

export interface PrerenderDefinition {
  /** Renders every page in every language: the build writes the results as the release's fragments. */
  renderAll(): Promise<RenderedPage[]>;
}

/**
 * A remote's prerender entry: its routes component (the module it exposes as `./routes`, so the
 * fragment is exactly what that module renders when the browser hydrates it) and its public pages.
 */
export function definePrerender({ Routes, pages }: { Routes: ComponentType; pages: readonly PrerenderPageSpec[] }): PrerenderDefinition {
  return {
    async renderAll() {
      await initI18n();
      const rendered: RenderedPage[] = [];
      for (const language of SUPPORTED_LANGUAGES) {
        await i18n.changeLanguage(language);
        for (const page of pages) {
          const html = renderToString(
            <PageProviders>
              <StaticRouter location={page.path}>
                <Routes />
              </StaticRouter>
            </PageProviders>,
          );
          rendered.push({ path: page.path, language, title: formatDocumentTitle(i18n.t(page.titleKey)), html });
        }
      }
      return rendered;
    },
  };
}
