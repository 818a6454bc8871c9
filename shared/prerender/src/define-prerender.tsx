import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Language, PageRenderer, PageRenderRequest, PublicConfig, RenderedPage } from '@mailscout/contracts';
import { i18n, initI18n, SUPPORTED_LANGUAGES } from '@mailscout/i18n';
import { primePublicConfig, publicConfigStore } from '@mailscout/public-config';
import { formatDocumentTitle } from '@mailscout/ui';
import { PageProviders } from './page-providers';

export interface PrerenderPageSpec {
  path: string;
  /** An i18n key ("namespace:key") of the page's own title, as its `useDocumentTitle` sets it. */
  titleKey: string;
}

export type { PageRenderRequest, RenderedPage };

export interface PrerenderDefinition extends PageRenderer {
  /** The paths rendered only on request, with their query (the manifest's `requestPages`). */
  requestPages: string[];
  /**
   * Renders every page in every language without runtime data: the build writes the results as the
   * release's fragments (the edge's fallback when it cannot render with the data).
   */
  renderAll(): Promise<RenderedPage[]>;
}

/**
 * A remote's prerender entry: its routes component (the module it exposes as `./routes`, so the
 * fragment is exactly what that module renders when the browser hydrates it) and its public pages.
 */
export function definePrerender({
  Routes,
  pages,
  requestPages = [],
}: {
  Routes: ComponentType;
  pages: readonly PrerenderPageSpec[];
  /**
   * docs/architecture.md#request-rendered-stages: pages whose first stage depends on the query (the
   * address searched), rendered at the edge for each request and hydrated at once.
   */
  requestPages?: readonly PrerenderPageSpec[];
}): PrerenderDefinition {
  // One render at a time: the language and the primed configuration belong to the module's one
  // i18n instance and query cache.
  let queue: Promise<unknown> = Promise.resolve();
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  }
  async function render(page: PrerenderPageSpec, language: Language, publicConfig: PublicConfig | undefined, search = ''): Promise<RenderedPage> {
    await initI18n();
    await i18n.changeLanguage(language);
    if (publicConfig) primePublicConfig(publicConfig);
    else publicConfigStore.reset();
    const html = renderToString(
      <PageProviders>
        <StaticRouter location={`${page.path}${search}`}>
          <Routes />
        </StaticRouter>
      </PageProviders>,
    );
    return { path: page.path, language, title: formatDocumentTitle(i18n.t(page.titleKey)), html };
  }
  return {
    requestPages: requestPages.map((page) => page.path),
    renderAll: () =>
      serially(async () => {
        const rendered: RenderedPage[] = [];
        for (const language of SUPPORTED_LANGUAGES) for (const page of pages) rendered.push(await render(page, language, undefined));
        return rendered;
      }),
    renderPage: ({ path, search, language, publicConfig }) =>
      serially(async () => {
        const onRequest = requestPages.find((p) => p.path === path);
        if (onRequest) return render(onRequest, language, publicConfig, searchOf(search));
        const page = pages.find((p) => p.path === path);
        return page ? render(page, language, publicConfig) : undefined;
      }),
  };
}

/** A query as the router takes it: `?…`, or nothing. */
function searchOf(search: string | undefined): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}
