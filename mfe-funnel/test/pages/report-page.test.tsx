import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import FunnelRoutes from '../../src/expose/routes';
import { REPORT_RUNNING_POLL_MS } from '../../src/pages/report-page';
import { apiError, callsTo, json, mockApi, renderPage, resetPage, results, type Handler } from '../checkout/helpers';

beforeEach(() => resetPage());
afterEach(() => jest.restoreAllMocks());

function open(handler: Handler) {
  const fetchMock = mockApi({ '/api/scans/scan-42/results': handler });
  renderPage(<FunnelRoutes />, ['/reports/scan-42'], '/*');
  return fetchMock;
}

describe('/reports/:scanId (docs/decisions.md#history-tab History: a past report re-opened)', () => {
  it('shows the report of the signed-in account', async () => {
    const fetchMock = open(() => json(results('jane@example.com')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Scan Results' })).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/scans/scan-42/results').length).toBeGreaterThan(0);
  });

  it('the tab says what the page is in its language: the report once loaded, else “Your report”', async () => {
    open(() => json(results('jane@example.com')));
    expect(document.title).toBe('Your report – MailScout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Scan Results' })).toBeInTheDocument();
    expect(document.title).toBe('Email Scan Results – MailScout');
  });

  it('404: not found or expired', async () => {
    open(() => apiError(404, 'REPORT_EXPIRED', 'This report has expired.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This report was not found or has expired.');
  });

  it('401: asks to sign in', async () => {
    open(() => apiError(401, 'UNAUTHORIZED', 'Please sign in.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to see this report.');
    expect(screen.getByRole('link', { name: 'Sign in with a code' })).toHaveAttribute('href', '/login');
  });

  it('409 failed: the server says why', async () => {
    open(() => apiError(409, 'SCAN_FAILED', 'Scan failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Scan failed');
  });

  it('a report still being prepared (a reload during processing, another tab) is asked for again until it is ready (docs/decisions.md#funnel-memory)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      let running = true;
      const fetchMock = open(() => (running ? apiError(409, 'SCAN_NOT_READY', 'The scan is still running.') : json(results('jane@example.com'))));
      const preparing = () => screen.getByText('Your report is being prepared…', { selector: '[aria-hidden="true"]' });
      expect((await screen.findByText('Your report is being prepared…', { selector: '[aria-hidden="true"]' })).closest('[role="status"]')).not.toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REPORT_RUNNING_POLL_MS);
      });
      expect(callsTo(fetchMock, '/api/scans/scan-42/results').length).toBeGreaterThanOrEqual(2);
      expect(preparing()).toBeInTheDocument();
      running = false;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REPORT_RUNNING_POLL_MS);
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Email Scan Results' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('any other failure: an error with Try again', async () => {
    let fail = true;
    open(() => (fail ? json({}, 500) : json(results('jane@example.com'))));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Scan Results' })).toBeInTheDocument();
  });

  it('German', async () => {
    await i18n.changeLanguage('de');
    open(() => apiError(404, 'SCAN_NOT_FOUND', 'No scan'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Bericht wurde nicht gefunden oder ist abgelaufen.');
  });
});
