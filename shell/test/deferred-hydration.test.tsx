import { act, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesModule } from '@mailscout/contracts';
import { sessionStore } from '@mailscout/auth';
import { definePrerender } from '@mailscout/prerender/server';
import { firstUse, remoteEntered, remoteLeft, remoteShown, replayUntilShown, whenShown } from '../src/remotes/deferred-hydration';
import { createRemoteRegistry } from '../src/remotes/remote-registry';
import { composedHomePage, hydrateShell, stubLoader } from './render-shell';

const submitted: string[] = [];
/** Whether the form takes over what was typed on mount (the marketing search does); without it, only the replay's input events can. */
let takesOverTyped = true;

/** A remote page with a search form and a button that only work once React has hydrated them. */
function SearchRoutes() {
  const [open, setOpen] = useState(false);
  // As the marketing search does: a controlled field that takes over what was typed before hydration.
  const [email, setEmail] = useState('');
  useEffect(() => {
    const typed = document.querySelector<HTMLInputElement>('#search-email')?.value;
    if (typed && takesOverTyped) setEmail(typed);
  }, []);
  return (
    <Routes>
      <Route
        index
        element={
          <section>
            <h1>Search</h1>
            <form
              action="/email-scan"
              onSubmit={(event) => {
                event.preventDefault();
                submitted.push(email);
              }}
            >
              <input id="search-email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
              <button type="submit">Search</button>
            </form>
            <button type="button" onClick={() => setOpen(true)}>
              {open ? 'Open' : 'Closed'}
            </button>
          </section>
        }
      />
    </Routes>
  );
}
const searchModule: RemoteRoutesModule = { default: SearchRoutes };

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  submitted.splice(0);
  takesOverTyped = true;
});

async function composedPage() {
  const [fragment] = (await definePrerender({ Routes: SearchRoutes, pages: [{ path: '/', titleKey: 'shell:nav.home' }] }).renderAll()).filter((p) => p.language === 'en');
  return composedHomePage('en', fragment!.html);
}

describe('a prerendered remote hydrates after the first interaction (docs/architecture.md#first-bundle)', () => {
  it('keeps the server HTML without fetching the remote, then fetches and hydrates it in place on first use, with no recoverable error', async () => {
    const container = await composedPage();
    const serverHeading = container.querySelector('h1');
    const loader = stubLoader({ marketing: async () => searchModule });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const registry = createRemoteRegistry(loader, { deferred: { marketing: gate } });
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await hydrateShell(container, registry, errors);
    // The frame is React's; the remote's part is the server's HTML, intact, and its code not fetched.
    expect(loader.load).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();

    await act(async () => {
      open();
      await registry.settled('marketing');
    });
    consoleError.mockRestore();
    expect(loader.load).toHaveBeenCalledWith('marketing');
    expect(errors).toEqual([]);
    // Hydrated in place: the same element, now with React's handlers.
    expect(container.querySelector('h1')).toBe(serverHeading);
    const toggle = Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'Closed')!;
    await act(async () => toggle.click());
    expect(toggle.textContent).toBe('Open');
    container.remove();
  });

  it('keeps the server HTML when the signed-in state arrives after hydration (an update above the boundary)', async () => {
    const container = await composedPage();
    const serverHeading = container.querySelector('h1');
    sessionStore.signIn('maren.holt@example.com', { credits: 2 });
    const registry = createRemoteRegistry(stubLoader({ marketing: async () => searchModule }), { deferred: { marketing: new Promise(() => undefined) } });
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await hydrateShell(container, registry, errors);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    consoleError.mockRestore();
    sessionStore.signOut();
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    container.remove();
  });

  it('replays a search submitted before the code arrived, once, through the hydrated form', async () => {
    const container = await composedPage();
    const main = container.querySelector('#main');
    const registry = createRemoteRegistry(stubLoader({ marketing: async () => searchModule }), { deferred: { marketing: firstUse(60_000) } });
    replayUntilShown('marketing', () => main);
    await hydrateShell(container, registry);
    const input = container.querySelector<HTMLInputElement>('#search-email')!;
    input.value = 'maren.holt@example.com';
    const form = input.form!;
    const nativeSubmit = new Event('submit', { bubbles: true, cancelable: true });
    // The pointer on the page is the first use; the submit is held (not sent as a GET) until hydrated.
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      form.dispatchEvent(nativeSubmit);
      await registry.settled('marketing');
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(nativeSubmit.defaultPrevented).toBe(true);
    expect(submitted).toEqual(['maren.holt@example.com']);
    expect(document.documentElement.dataset.remoteShown).toBe('marketing');
    container.remove();
  });

});

describe('whenShown (what a language change waits for)', () => {
  it('waits while the part is on the page and not yet React’s, and stops waiting when it leaves', async () => {
    remoteLeft('marketing'); // the pages of the tests above were removed without unmounting
    remoteEntered('marketing');
    let done = false;
    void whenShown('marketing', new Promise(() => undefined)).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    remoteLeft('legal');
    await Promise.resolve();
    expect(done).toBe(false);
    remoteLeft('marketing');
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('does not wait for a part that has left the page, or is React’s already', async () => {
    await expect(whenShown('marketing', new Promise(() => undefined))).resolves.toBeUndefined();
    remoteEntered('legal');
    remoteShown('legal');
    await expect(whenShown('legal', new Promise(() => undefined))).resolves.toBeUndefined();
    remoteLeft('legal');
  });
});

describe('firstUse', () => {
  it('waits for an interaction, or the idle time after load', async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      void firstUse(4000).then(() => (done = true));
      await Promise.resolve();
      jest.advanceTimersByTime(3999);
      await Promise.resolve();
      expect(done).toBe(false);
      jest.advanceTimersByTime(1);
      await Promise.resolve();
      expect(done).toBe(true);
      let touched = false;
      void firstUse(60_000).then(() => (touched = true));
      window.dispatchEvent(new Event('keydown'));
      await Promise.resolve();
      expect(touched).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
