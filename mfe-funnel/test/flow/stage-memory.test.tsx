import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { currentLocation, currentLocationState, renderWithProviders } from '@mailscout/test-kit/web';
import FunnelRoutes from '../../src/expose/routes';
import { FakeEventSource } from '../funnel/fake-event-source';
import { emailPreview } from '../funnel/fixtures';
import { advance, callsTo, json, mockApi, resetPage, settle } from '../funnel/render-funnel';

jest.mock('../../src/checkout/payment-stage', () => ({ PaymentStage: require('../funnel/stand-ins').PaymentStage }));
jest.mock('../../src/scan/processing-stage', () => ({ ProcessingStage: require('../funnel/stand-ins').ProcessingStage }));
jest.mock('@mailscout/report', () => ({ ReportView: require('../funnel/stand-ins').ReportView }));

beforeEach(resetPage);
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** The browser's Back and Forward, as buttons beside the routes. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        browser: back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        browser: forward
      </button>
    </>
  );
}

type Entry = { pathname: string; search: string; state: unknown };

function open(entry: Entry | string) {
  return renderWithProviders(
    <>
      <FunnelRoutes />
      <HistoryButtons />
    </>,
    { strict: true, auth: { syncDelayMs: 600_000 }, router: { entries: ['/', entry] }, pages: { '/': <p>Home page</p> }, probe: 'state' },
  );
}

/** A reload: the page goes, the same history entry (its path and state) opens again in this tab. */
function reload(view: ReturnType<typeof open>) {
  const [pathname, search = ''] = (currentLocation() ?? '').split('?');
  const entry = { pathname: pathname!, search: search ? `?${search}` : '', state: currentLocationState() };
  view.unmount();
  return open(entry);
}

const heading = (name: string) => screen.queryByRole('heading', { level: 1, name });
const SUBMIT = 'Which email address should we use for your account and receipt?';

async function throughChecksAndAgeGate(user: ReturnType<typeof userEvent.setup>) {
  await settle();
  FakeEventSource.latest().emit('preview', emailPreview());
  await advance(6 * 800 + 1000);
  await advance(30 * 250);
  await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
  expect(heading(SUBMIT)).toBeInTheDocument();
}

describe('a funnel with memory (docs/decisions.md#funnel-memory)', () => {
  it('a reload keeps the stage, the billing email and the scan; Back returns to the stage before; the report gets its own page', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const fetchMock = mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let view = open('/email-scan?email=jane%40example.com');
    await throughChecksAndAgeGate(user);

    // The age gate passed: a reload comes back to the billing email, not to the checks.
    view = reload(view);
    await settle();
    expect(heading(SUBMIT)).toBeInTheDocument();
    expect(heading('Verifying email address')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Billing email'), 'buyer@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await settle();
    expect(screen.getByTestId('payment-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');

    // Back from payment: the billing email stage of the same funnel, still on this page.
    await user.click(screen.getByRole('button', { name: 'browser: back' }));
    await settle();
    expect(heading(SUBMIT)).toBeInTheDocument();
    expect(currentLocation()).toBe('/email-scan?email=jane%40example.com');
    // And Forward to payment again.
    await user.click(screen.getByRole('button', { name: 'browser: forward' }));
    await settle();
    expect(screen.getByTestId('payment-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');

    // Payment survives a reload (the simulated reload keeps only this entry) with the billing email typed before; the preview is followed again, no new lookup.
    view = reload(view);
    await settle();
    expect(screen.getByTestId('payment-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');
    expect(callsTo(fetchMock, '/api/email-lookup')).toHaveLength(1);

    // Paid: processing. A reload re-attaches with the same request id (start-scan answers that scan, spending nothing).
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    const requestId = screen.getByTestId('processing-request').textContent;
    expect(requestId).toMatch(/^[\w-]{8,64}$/);
    view = reload(view);
    await settle();
    expect(screen.getByTestId('processing-request')).toHaveTextContent(requestId!);
    expect(screen.queryByTestId('payment-stage')).not.toBeInTheDocument();

    // The report is ready: its own address replaces processing.
    await user.click(screen.getByRole('button', { name: 'stand-in: complete with id' }));
    await settle();
    expect(currentLocation()).toBe('/reports/scan-standin-1');
    view.unmount();
  });

  it('each earlier stage survives a reload: the checks and the progress screen', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }) });
    let view = open('/email-scan?email=jane%40example.com');
    await settle();
    expect(heading('Verifying email address')).toBeInTheDocument();
    view = reload(view);
    await settle();
    expect(heading('Verifying email address')).toBeInTheDocument();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(6 * 800 + 1000);
    expect(heading('Verifying email address')).not.toBeInTheDocument();
    view = reload(view);
    await settle();
    expect(heading('Verifying email address')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
    view.unmount();
  });

  it('another ?email= starts afresh, even with the last funnel’s history entry state', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = open('/email-scan?email=jane%40example.com');
    await throughChecksAndAgeGate(user);
    const state = currentLocationState();
    view.unmount();
    open({ pathname: '/email-scan', search: '?email=someone.else%40example.com', state });
    await act(async () => undefined);
    expect(heading('Verifying email address')).toBeInTheDocument();
    expect(heading(SUBMIT)).not.toBeInTheDocument();
  });
});
