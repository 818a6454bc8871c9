import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { FakeEventSource } from './fake-event-source';
import { callsTo, json, lastToast, location, mockApi, renderFunnel, resetPage, settle } from './render-funnel';

beforeEach(resetPage);
afterEach(() => jest.useRealTimers());

const lookupOk = () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' });

describe('/scan-process (docs/product.md#scan-warning, docs/decisions.md#honest-data)', () => {
  it.each([
    ['no state', undefined],
    ['state without an email', { other: true }],
    ['an email that is not one', { email: 'jane' }],
  ])('%s: home, nothing asked', async (_label, state) => {
    const fetchMock = mockApi();
    renderFunnel([{ pathname: '/scan-process', state }]);
    await settle();
    expect(location()).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a warning dialog with the email and the neutral copy; nothing is asked before I UNDERSTAND', async () => {
    const fetchMock = mockApi({ '/api/email-lookup': lookupOk });
    renderFunnel([{ pathname: '/scan-process', state: { email: 'Jane@Example.com' } }]);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Before you continue' });
    expect(dialog).toHaveTextContent('jane@example.com');
    expect(dialog).toHaveTextContent('A search for this address may reveal sensitive details.');
    expect(dialog).toHaveTextContent('Your search is safe and secure');
    expect(dialog.textContent).not.toMatch(/shocking/i);
    expect(within(dialog).getByRole('button', { name: 'I UNDERSTAND' })).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/email-lookup')).toHaveLength(0);
  });

  it('I UNDERSTAND (by keyboard) starts the lookup once and shows the retrieving stage', async () => {
    const fetchMock = mockApi({ '/api/email-lookup': lookupOk });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFunnel([{ pathname: '/scan-process', state: { email: 'jane@example.com' } }]);
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(callsTo(fetchMock, '/api/email-lookup')).toEqual([{ email: 'jane@example.com' }]);
    expect(FakeEventSource.latest().url).toBe('/api/previews/pv-1/events');
  });

  it('an opted-out address: the funnel toast, and home', async () => {
    mockApi({ '/api/email-lookup': () => json({ status: 'opted-out', message: 'This email address has opted out.' }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFunnel([{ pathname: '/scan-process', state: { email: 'jane@example.com' } }]);
    await user.click(screen.getByRole('button', { name: 'I UNDERSTAND' }));
    await settle();
    expect(location()).toBe('/');
    expect(lastToast()).toEqual({ title: 'Email Opted Out', description: 'This email has opted out of our service.', variant: 'destructive' });
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    renderFunnel([{ pathname: '/scan-process', state: { email: 'jane@example.com' } }]);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Bevor Sie fortfahren' });
    expect(dialog).toHaveTextContent('Eine Suche nach dieser Adresse kann sensible Angaben zutage bringen.');
    expect(within(dialog).getByRole('button', { name: 'ICH VERSTEHE' })).toBeInTheDocument();
  });
});
