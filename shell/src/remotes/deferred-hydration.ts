/**
 * docs/architecture.md#first-bundle: a page the edge composed from a remote's prerendered fragment works as plain HTML
 * (links, and search forms that submit with GET), so the remote's code is not needed before the
 * visitor does something. It is fetched at the first sign of use — a pointer, a key, focus, a
 * touch, a scroll — or once the page has been idle for a while after loading, so that parts that
 * only JavaScript fills (the latest-results ticker) still appear for a visitor who only reads.
 */

const FIRST_USE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;

/** The event a remote's routes fire (from an effect) once React has hydrated or rendered them. */
export const REMOTE_SHOWN_EVENT = 'ms:remote-shown';
/** The event fired when a remote's routes leave the page (a navigation elsewhere). */
export const REMOTE_GONE_EVENT = 'ms:remote-gone';

/** Remotes whose routes are on the page now, and those React has hydrated or rendered there. */
const remotesOnPage = new Set<string>();
const shownRemotes = new Set<string>();

/** Called by the shell's outlet when a remote's routes enter the page (React's effects). */
export function remoteEntered(name: string): void {
  remotesOnPage.add(name);
}

/** When a remote's routes are React's on the page: the waiting language change and the event replay go on. */
export function remoteShown(name: string): void {
  shownRemotes.add(name);
  document.documentElement.dataset.remoteShown = name;
  window.dispatchEvent(new CustomEvent(REMOTE_SHOWN_EVENT, { detail: name }));
}

/** When a remote's routes leave the page (a navigation elsewhere). */
export function remoteLeft(name: string): void {
  remotesOnPage.delete(name);
  shownRemotes.delete(name);
  window.dispatchEvent(new CustomEvent(REMOTE_GONE_EVENT, { detail: name }));
}

/** Longest a language change waits for the prerendered part (a very slow network: it then changes anyway). */
const LANGUAGE_WAIT_CAP_MS = 10_000;

/** A gate that opens at the visitor's first use of the page, or earlier when asked to. */
export function deferralGate(idleMs: number): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const asked = new Promise<void>((resolve) => (open = resolve));
  return { opened: Promise.race([firstUse(idleMs), asked]), open };
}

/**
 * Resolves once the remote's part of the page is React's (hydrated or rendered), has left the page
 * (the visitor went elsewhere first), or failed to load — at the latest after a cap.
 */
export function whenShown(name: string, failed: Promise<unknown>): Promise<void> {
  if (shownRemotes.has(name) || !remotesOnPage.has(name)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const finish = () => {
      window.removeEventListener(REMOTE_SHOWN_EVENT, onEvent);
      window.removeEventListener(REMOTE_GONE_EVENT, onEvent);
      clearTimeout(cap);
      resolve();
    };
    const onEvent = (event: Event) => {
      if ((event as CustomEvent<string>).detail === name) finish();
    };
    const cap = setTimeout(finish, LANGUAGE_WAIT_CAP_MS);
    window.addEventListener(REMOTE_SHOWN_EVENT, onEvent);
    window.addEventListener(REMOTE_GONE_EVENT, onEvent);
    void failed.then(finish);
  });
}

/** Resolves at the visitor's first interaction, or `idleMs` after the page's load event. */
export function firstUse(idleMs: number): Promise<void> {
  const target = window;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, done, true);
      target.removeEventListener('load', startIdleTimer);
      clearTimeout(timer);
      resolve();
    };
    const startIdleTimer = () => {
      timer = setTimeout(done, idleMs);
    };
    for (const type of FIRST_USE_EVENTS) target.addEventListener(type, done, { capture: true, passive: true });
    if (target.document.readyState === 'complete') startIdleTimer();
    else target.addEventListener('load', startIdleTimer, { once: true });
  });
}

/**
 * A search submitted or a button pressed in the remote's page before its code arrived is kept and
 * done again once the remote is on the page (React drops events on HTML it has not hydrated yet,
 * and a submit would otherwise leave the page): the last one only, on the same element, which
 * hydration keeps.
 */
export function replayUntilShown(name: string, scope: () => Element | null): void {
  let pending: (() => void) | undefined;
  const inScope = (node: EventTarget | null): node is Element => node instanceof Element && Boolean(scope()?.contains(node));

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!inScope(form) || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    pending = () => (submitter ? form.requestSubmit(submitter) : form.requestSubmit());
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button's click goes on to a submit event, which is kept above.
    if (!button || !inScope(button) || (button.type === 'submit' && button.form)) return;
    pending = () => button.click();
  };
  const onShown = (event: Event) => {
    if ((event as CustomEvent<string>).detail !== name) return;
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
    window.removeEventListener(REMOTE_SHOWN_EVENT, onShown);
    const replay = pending;
    pending = undefined;
    // After the render that the remote's own first effects cause (a form taking over what was
    // typed into it before hydration sets its state there): the handler must see that state.
    if (replay) requestAnimationFrame(() => setTimeout(replay, 0));
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  window.addEventListener(REMOTE_SHOWN_EVENT, onShown);
}
