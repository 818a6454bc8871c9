import './styles/shell.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteDeclaration } from '@mailscout/contracts';
import { detectPageLanguage, i18n, initI18n, setBeforeLanguageChange, changeLanguageWhenReady } from '@mailscout/i18n';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/create-app-router';
import { readComposedPage } from './config/composed-page';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { shellTranslations } from './i18n/shell-translations';
import { deferralGate, replayUntilShown, whenShown } from './remotes/deferred-hydration';
import { createRemoteRegistry, type RemoteLoader } from './remotes/remote-registry';
import { prefetchRoutesOnIntent } from './remotes/route-prefetch';

/** How long a composed page waits, idle after loading, before fetching its remote's code unasked. */
const IDLE_BEFORE_REMOTE_MS = 4000;

/**
 * Starts the shell with a way to load remotes: the federation runtime in the product, static
 * imports in the benchmark's single-bundle baseline.
 *
 * docs/architecture.md#prerendered-pages: a page the edge composed is hydrated, not rendered again. The frame is hydrated at
 * once; a prerendered remote's part stays the server's HTML (which works: links, GET search forms)
 * until the visitor starts using the page, then its code is fetched and React hydrates that part
 * too (deferred-hydration.ts).
 */
export async function startShell(createLoader: (remotes: readonly RemoteDeclaration[]) => RemoteLoader): Promise<void> {
  const composed = readComposedPage();
  initI18n({ en: { shell: shellTranslations.en }, de: { shell: shellTranslations.de } }, composed?.language);
  const container = document.getElementById('root')!;
  try {
    const config = await loadRuntimeConfig();
    const prerendered = composed?.prerendered;
    const gate = prerendered ? deferralGate(IDLE_BEFORE_REMOTE_MS) : undefined;
    // docs/architecture.md#request-rendered-stages: the funnel's first stage goes on by itself (its
    // checks run, its rows follow), so its code is fetched and hydrates it at once.
    if (composed?.hydrateAtOnce) gate?.open();
    const registry = createRemoteRegistry(createLoader(config.remotes), {
      deferred: prerendered && gate ? { [prerendered]: gate.opened } : {},
    });
    prefetchRoutesOnIntent(registry, config.remotes);
    if (prerendered && gate) {
      replayUntilShown(prerendered, () => document.getElementById('main'));
      // The server's part is in the language it was rendered in: it is hydrated first, then the language changes.
      setBeforeLanguageChange(() => {
        gate.open();
        const failed = registry.settled(prerendered).then((state) => (state.status === 'error' ? undefined : new Promise<never>(() => undefined)));
        return whenShown(prerendered, failed);
      });
    }
    const App = () => {
      // The page is React's from here (tests and the benchmark wait for it).
      useEffect(() => {
        document.documentElement.dataset.hydrated = 'true';
      }, []);
      return (
        <AppProviders registry={registry}>
          <BrowserRouter>
            <AppRoutes remotes={config.remotes} />
          </BrowserRouter>
        </AppProviders>
      );
    };
    const app: ReactNode = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (composed) hydrateRoot(container, app, composed.hydrateAtOnce ? { onRecoverableError: stageReplaced } : undefined);
    // Not composed: the browser renders the page, as without an edge.
    else createRoot(container).render(app);
    followBrowserChoice(composed?.language);
  } catch (error) {
    console.error(error);
    createRoot(container).render(
      <div className="ms-container ms-not-found" role="alert">
        <h1 className="ms-page-title">{i18n.t('shell:error.title')}</h1>
        <p>{i18n.t('shell:error.config')}</p>
        <button type="button" className="ms-button ms-button--primary ms-button--md" onClick={() => window.location.reload()}>
          {i18n.t('shell:error.reload')}
        </button>
      </div>,
    );
  }
}

/**
 * docs/architecture.md#request-rendered-stages: the edge renders a search's first stage; a tab whose
 * history entry names a later stage of it (a reload during the progress screen) shows that one,
 * which React renders in the browser in place of the server's. Expected, so not an error.
 */
function stageReplaced(error: unknown): void {
  console.warn('the stage rendered on the server was replaced by the one this tab had reached', error);
}

/**
 * The server chose by the same rules from the cookie that mirrors the stored choice; only a choice
 * stored before that cookie existed can differ. It wins once the page is interactive.
 */
function followBrowserChoice(serverLanguage: string | undefined): void {
  if (!serverLanguage) return;
  const { language } = detectPageLanguage();
  if (language !== serverLanguage) void changeLanguageWhenReady(language);
}
