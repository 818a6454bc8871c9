import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { PageProviders } from '@mailscout/prerender';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';
import FunnelRoutes from '../../src/expose/routes';
import { saveFlowMemory } from '../../src/flow/flow-memory';
import prerender from '../../src/prerender';
import { FakeEventSource } from '../funnel/fake-event-source';
import { emailPreview } from '../funnel/fixtures';
import { advance, callsTo, json, mockApi, resetPage, settle, signInAs } from '../funnel/render-funnel';

const URL_SEARCHED = '/email-scan?email=Maren.Holt%40Example.com';
let root: Root | undefined;

beforeEach(resetPage);
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** The edge's HTML for the page, then the browser's hydration of it (docs/architecture.md#request-rendered-stages). */
async function hydrateServerPage(entry: InitialEntry = URL_SEARCHED) {
  jest.spyOn(Math, 'random').mockReturnValue(0);
  const page = await prerender.renderPage({ path: '/email-scan', search: URL_SEARCHED.slice('/email-scan'.length), language: 'en', publicConfig: testPublicConfig() });
  const container = document.createElement('div');
  container.innerHTML = page!.html;
  document.body.append(container);
  const serverRow = container.querySelector('.fn-checklist__rows li');
  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(
      container,
      <PageProviders>
        <MemoryRouter initialEntries={[entry]}>
          <FunnelRoutes />
        </MemoryRouter>
      </PageProviders>,
      { onRecoverableError: (error) => void recoverable.push(error) },
    );
  });
  await settle();
  return { container, serverRow, recoverable, consoleError };
}

describe('the server-rendered checklist, hydrated (docs/architecture.md#request-rendered-stages)', () => {
  it('is kept as it is, with no mismatch, and goes on: the lookup is asked once and the rows follow its preview', async () => {
    const fetchMock = mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }) });
    const { container, serverRow, recoverable, consoleError } = await hydrateServerPage();
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // The same element: hydration adopted the server's row instead of rendering it again.
    expect(container.querySelector('.fn-checklist__rows li')).toBe(serverRow);
    expect(callsTo(fetchMock, '/api/email-lookup')).toEqual([{ email: 'maren.holt@example.com' }]);
    FakeEventSource.latest().emit('preview', emailPreview());
    expect(screen.getByTestId('check-validEmail')).toHaveTextContent('Yes');
    await advance(800);
    expect(screen.getAllByTestId(/^check-/)).toHaveLength(2);
  });

  it('a signed-in visitor (the server rendered it signed out) hydrates without a mismatch too', async () => {
    signInAs('buyer@example.com', 2);
    mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-2' }) });
    const { recoverable, consoleError } = await hydrateServerPage();
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a reload during the progress screen (its history entry names it) shows that stage, rendered in the browser', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    saveFlowMemory({ id: 'run-1', entry: 'lookup', kind: 'email', target: 'maren.holt@example.com', stage: 'retrievingOwner', billingEmail: '', requestId: null, fresh: false, previewId: 'pv-3' });
    mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-3' }) });
    const { recoverable } = await hydrateServerPage({ pathname: '/email-scan', search: URL_SEARCHED.slice('/email-scan'.length), state: { funnel: { id: 'run-1', stage: 'retrievingOwner' } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Initiating email lookup...');
    // React says the server's stage was not this one and renders the remote's part again (the shell
    // logs it as a warning for such pages, start-shell.tsx).
    expect(recoverable).toEqual([expect.objectContaining({ message: expect.stringContaining('Hydration failed') })]);
  });
});
