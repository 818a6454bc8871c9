import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FRAGMENT_SLOT_HTML, type RemoteRoutesModule } from '@mailscout/contracts';
import { i18n, registerNamespace } from '@mailscout/i18n';
import { definePrerender } from '@mailscout/prerender/server';
import { TextField } from '@mailscout/ui';
import { createRemoteRegistry } from '../src/remotes/remote-registry';
import { renderFrame } from '../src/server/render-frame';
import { composedHomePage, hydrateShell, stubLoader, testRemotes } from './render-shell';

registerNamespace('stub', { en: { title: 'Welcome' }, de: { title: 'Willkommen' } });

/** A remote's routes module as the federation runtime would give it. */
function StubRoutes() {
  const { t } = useTranslation('stub');
  return (
    <Routes>
      <Route
        index
        element={
          <section>
            <h1>{t('title')}</h1>
            <TextField id="stub-email" label="Email" />
          </section>
        }
      />
    </Routes>
  );
}
const stubModule: RemoteRoutesModule = { default: StubRoutes };

// jsdom has no scrolling; the shell's scroll manager calls it on start.
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => void i18n.changeLanguage('en'));

describe('the frame the edge renders (docs/architecture.md#prerendered-pages)', () => {
  it('renders navigation and footer in the requested language, with the loading state for a client-rendered remote', async () => {
    const frame = await renderFrame({ url: '/login', language: 'de', remotes: testRemotes, withFragment: false });
    expect(frame.notFound).toBe(false);
    expect(frame.title).toBe('Anmelden – MailScout');
    expect(frame.html).toContain('Hauptnavigation');
    expect(frame.html).toContain('aria-busy="true"');
    expect(frame.html).not.toContain(FRAGMENT_SLOT_HTML);
  });

  it('leaves the slot for a prerendered fragment, and knows a path nobody owns', async () => {
    expect((await renderFrame({ url: '/?lng=en', language: 'en', remotes: testRemotes, withFragment: true })).html).toContain(FRAGMENT_SLOT_HTML);
    const missing = await renderFrame({ url: '/nowhere', language: 'en', remotes: testRemotes, withFragment: false });
    expect(missing.notFound).toBe(true);
  });

  it('hydrates in the browser without a mismatch: frame and prerendered fragment, in German', async () => {
    const [fragment] = (await definePrerender({ Routes: StubRoutes, pages: [{ path: '/', titleKey: 'stub:title' }] }).renderAll()).filter((p) => p.language === 'de');
    const container = await composedHomePage('de', fragment!.html);
    const serverHeading = container.querySelector('h1');
    expect(serverHeading?.textContent).toBe('Willkommen');

    await i18n.changeLanguage('de');
    const registry = createRemoteRegistry(stubLoader({ marketing: async () => stubModule }));
    expect((await registry.settled('marketing')).status).toBe('ready');
    const mismatches: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation((...args) => mismatches.push(args));
    await hydrateShell(container, registry, mismatches);
    errors.mockRestore();
    expect(mismatches).toEqual([]);
    // The server's elements were kept, not replaced.
    expect(container.querySelector('h1')).toBe(serverHeading);
    container.remove();
  });
});
