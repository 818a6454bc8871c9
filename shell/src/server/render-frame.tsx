import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { findOwner, type FrameRequest, type RenderedFrame } from '@mailscout/contracts';
import { i18n, initI18n } from '@mailscout/i18n';
import { primePublicConfig, publicConfigStore } from '@mailscout/public-config';
import { formatDocumentTitle } from '@mailscout/ui';
import { AppProviders } from '../app/app-providers';
import { AppRoutes } from '../app/create-app-router';
import { shellTranslations } from '../i18n/shell-translations';
import { routeTitleKey } from '../app/route-titles';
import { createStaticRegistry, fragmentSlotModule } from './static-registry';

let queue: Promise<unknown> = Promise.resolve();

/**
 * docs/architecture.md#prerendered-pages: the shell's frame (navigation, footer, the outlet's state) rendered by the edge with
 * the same components, providers and routes the browser hydrates. One render at a time: the
 * page's i18n instance is one object whose language is switched per render.
 */
export function renderFrame(request: FrameRequest): Promise<RenderedFrame> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}

async function render({ url, language, remotes, withFragment, publicConfig }: FrameRequest): Promise<RenderedFrame> {
  await initI18n({ en: { shell: shellTranslations.en }, de: { shell: shellTranslations.de } });
  await i18n.changeLanguage(language);
  // The footer's company details: with the configuration the page inlines for the browser, or none.
  if (publicConfig) primePublicConfig(publicConfig);
  else publicConfigStore.reset();
  const { pathname } = new URL(url, 'http://edge.invalid');
  const owner = findOwner(pathname, remotes);
  const registry = createStaticRegistry(owner && withFragment ? { [owner.name]: { status: 'ready', module: fragmentSlotModule } } : {});
  const html = renderToString(
    <StrictMode>
      <AppProviders registry={registry}>
        <StaticRouter location={url}>
          <AppRoutes remotes={remotes} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const titleKey = routeTitleKey(pathname);
  return { html, title: formatDocumentTitle(titleKey ? i18n.t(`shell:${titleKey}`) : undefined), notFound: !owner };
}
