import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { getToasts } from '@mailscout/ui';
import { FakeEventSource } from './fake-event-source';
import { emailPreview } from './fixtures';
import { advance, apiError, callsTo, json, lastToast, location, mockApi, renderFunnel, resetPage, settle, signInAs, type Handler } from './render-funnel';

jest.mock('../../src/checkout/payment-stage', () => ({ PaymentStage: require('./stand-ins').PaymentStage }));
jest.mock('../../src/scan/processing-stage', () => ({ ProcessingStage: require('./stand-ins').ProcessingStage }));
jest.mock('@mailscout/report', () => ({ ReportView: require('./stand-ins').ReportView }));

beforeEach(resetPage);
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const field = () => screen.getByLabelText('Billing email');
const terms = () => screen.getByRole('checkbox');
const proceed = () => screen.getByRole('button', { name: /^(Proceed|Checking your credits…)$/ });

/** Through the checklist, the progress screen and the age gate to the email-submit stage. */
async function reachEmailSubmit(handlers: Record<string, Handler> = {}) {
  jest.spyOn(Math, 'random').mockReturnValue(0);
  const fetchMock = mockApi({
    '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }),
    '/api/live-report/jane%40example.com': () => json({ report: null }),
    ...handlers,
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderFunnel(['/', '/email-scan?email=Jane%40Example.com']);
  await settle();
  FakeEventSource.latest().emit('preview', emailPreview());
  await advance(6 * 800 + 1000);
  await advance(30 * 250);
  await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Which email address should we use for your account and receipt?' })).toHaveFocus();
  return { fetchMock, user };
}

/** The email step of a signed-in buyer whose account has a live report of the address. */
async function reachEmailSubmitWithLive(report: Record<string, unknown>) {
  jest.spyOn(Math, 'random').mockReturnValue(0);
  const fetchMock = mockApi({
    '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }),
    '/api/live-report/jane%40example.com': () => json({ report }),
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderFunnel(['/', '/email-scan?email=Jane%40Example.com']);
  await settle();
  FakeEventSource.latest().emit('preview', emailPreview());
  await advance(6 * 800 + 1000);
  await advance(30 * 250);
  await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
  await settle();
  expect(screen.getByRole('heading', { level: 1, name: 'You already have this report' })).toBeInTheDocument();
  return { fetchMock, user };
}

describe('email submit (docs/product.md#email-submit, docs/product.md#validation)', () => {
  it('starts empty with the checkbox unticked and Proceed disabled; terms and privacy open in a new tab', async () => {
    await reachEmailSubmit();
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveAttribute('readonly');
    expect(terms()).not.toBeChecked();
    expect(proceed()).toBeDisabled();
    for (const [name, href] of [
      [/Terms of Service/, '/terms'],
      [/Privacy Policy/, '/privacy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
    expect(screen.getByTestId('hint-breaches')).toHaveTextContent('3');
  });

  it('the validation messages under the field, in the original’s words', async () => {
    const { user, fetchMock } = await reachEmailSubmit();
    await user.type(field(), '   ');
    expect(proceed()).toBeDisabled();
    await user.type(field(), 'j');
    await user.clear(field());
    await user.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(), 'jane@example');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(proceed());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field()).toHaveFocus();
    await user.clear(field());
    await user.type(field(), 'buyer@example.com');
    await user.click(proceed());
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to the terms and conditions');
    expect(terms()).toHaveFocus();
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('payment-stage')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/get-user-credits')).toHaveLength(0);
  });

  it('signed out: payment with the billing email, and the Confirmation Email Updated toast', async () => {
    const { user } = await reachEmailSubmit();
    await user.type(field(), ' Buyer@Example.com ');
    await user.click(terms());
    await user.click(proceed());
    // Title only and short (docs/product.md#page-details): it must not sit over the checkout's total for long.
    expect(lastToast()).toEqual({ title: 'Confirmation Email Updated', description: undefined, variant: 'default' });
    expect(getToasts()[0]?.duration).toBe(3000);
    expect(screen.getByTestId('payment-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
  });

  it('signed in with credits: the field is filled and locked; Proceed leads to payment, where using a credit is a button — nothing spent here (docs/decisions.md#never-twice)', async () => {
    signInAs('jane.doe@example.com', 3);
    const { user, fetchMock } = await reachEmailSubmit();
    expect(field()).toHaveValue('jane.doe@example.com');
    expect(field()).toHaveAttribute('readonly');
    expect(proceed()).toBeEnabled();
    await user.type(field(), 'x');
    expect(field()).toHaveValue('jane.doe@example.com');
    await user.click(terms());
    await user.click(proceed());
    await settle();
    expect(lastToast()).toBeUndefined();
    expect(screen.getByTestId('payment-props')).toHaveTextContent('email|jane@example.com|jane.doe@example.com');
    expect(screen.queryByTestId('processing-stage')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/get-user-credits')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/start-scan')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'stand-in: use a credit' }));
    expect(screen.getByTestId('processing-props')).toHaveTextContent('email|jane@example.com|jane.doe@example.com');
    expect(lastToast()).toEqual({ title: 'Using available credit', description: 'Using 1 of your 2 available credits', variant: 'default' });
  });

  it('signed in with a live report of the address: the report is offered, not the billing step (docs/decisions.md#never-twice)', async () => {
    signInAs('jane.doe@example.com', 1);
    const report = { scanId: 'scan-live-9', kind: 'email', target: 'jane@example.com', status: 'completed', createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-20T10:00:00.000Z' };
    const { user, fetchMock } = await reachEmailSubmitWithLive(report);
    const open = screen.getByRole('link', { name: 'You already have this report — open it' });
    expect(open).toHaveAttribute('href', '/reports/scan-live-9');
    expect(screen.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
    const asked = callsTo(fetchMock, '/api/live-report/jane%40example.com').length;
    await user.click(screen.getByRole('button', { name: 'Buy a new report anyway' }));
    expect(proceed()).toBeInTheDocument();
    await user.click(terms());
    await user.click(proceed());
    await settle();
    // Chosen once: the payment stage does not ask again.
    expect(screen.getByTestId('payment-props')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'You already have this report — open it' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/live-report/jane%40example.com')).toHaveLength(asked);
  });

  it('signed in without credits, the server has some: local credits updated → payment, where one is offered', async () => {
    signInAs('jane.doe@example.com', 0);
    const { user, fetchMock } = await reachEmailSubmit({ '/api/get-user-credits': () => json({ credits: 2 }) });
    await user.click(terms());
    await user.click(proceed());
    await settle();
    expect(callsTo(fetchMock, '/api/get-user-credits')).toEqual([{ email: 'jane.doe@example.com' }]);
    expect(sessionStore.getUser()?.credits).toBe(2);
    expect(screen.getByTestId('payment-stage')).toBeInTheDocument();
  });

  it('signed in without credits, the server has none: No credits available → payment', async () => {
    signInAs('jane.doe@example.com', 0);
    const { user } = await reachEmailSubmit({ '/api/get-user-credits': () => json({ credits: 0 }) });
    await user.click(terms());
    await user.click(proceed());
    await settle();
    expect(lastToast()).toEqual({ title: 'No credits available', description: 'Please purchase credits to continue', variant: 'default' });
    expect(screen.getByTestId('payment-props')).toHaveTextContent('email|jane@example.com|jane.doe@example.com');
    expect(sessionStore.getUser()?.credits).toBe(0);
  });

  it('while the credits are checked, Proceed is disabled and says so', async () => {
    signInAs('jane.doe@example.com', 0);
    let answer: (response: Response) => void = () => undefined;
    const { user } = await reachEmailSubmit({ '/api/get-user-credits': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await user.click(terms());
    await user.click(proceed());
    expect(proceed()).toBeDisabled();
    expect(proceed()).toHaveTextContent('Checking your credits…');
    answer(json({ credits: 1 }));
    await settle();
    expect(screen.getByTestId('payment-stage')).toBeInTheDocument();
  });

  it('a failed credit check is logged, the local credits kept, and payment follows without a toast', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs('jane.doe@example.com', 0);
    const { user } = await reachEmailSubmit({ '/api/get-user-credits': () => apiError(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    await user.click(terms());
    await user.click(proceed());
    await settle();
    expect(warn).toHaveBeenCalledWith('credit check failed; keeping local credits', 'An unexpected error occurred');
    expect(lastToast()).toBeUndefined();
    expect(screen.getByTestId('payment-stage')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    jest.spyOn(Math, 'random').mockReturnValue(0);
    mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderFunnel(['/email-scan?email=jane%40example.com']);
    await settle();
    FakeEventSource.latest().emit('preview', emailPreview());
    await advance(6 * 800 + 1000 + 30 * 250);
    await user.click(screen.getByRole('button', { name: 'JA, ICH BIN 18 ODER ÄLTER' }));
    const input = screen.getByLabelText('E-Mail-Adresse für die Rechnung');
    await user.type(input, 'jane@x');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte stimmen Sie den Nutzungsbedingungen zu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Nutzungsbedingungen/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '/privacy');
  });
});

describe('after email submit (docs/product.md#states)', () => {
  async function reachPayment() {
    const context = await reachEmailSubmit();
    await context.user.type(field(), 'buyer@example.com');
    await context.user.click(terms());
    await context.user.click(proceed());
    return context;
  }

  it('paid: Payment Successful / Initiating final scan... → processing with the paying email', async () => {
    const { user } = await reachPayment();
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    expect(lastToast()).toEqual({ title: 'Payment Successful', description: 'Initiating final scan...', variant: 'default' });
    expect(screen.getByTestId('processing-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');
  });

  it('a credit used inside the checkout (signed in by code there): Using available credit → processing with the account’s email, no payment', async () => {
    const { user } = await reachPayment();
    await user.click(screen.getByRole('button', { name: 'stand-in: use a credit' }));
    expect(lastToast()).toEqual({ title: 'Using available credit', description: 'Using 1 of your 2 available credits', variant: 'default' });
    expect(screen.getByTestId('processing-props')).toHaveTextContent('email|jane@example.com|jane.doe@example.com');
  });

  it('a scan error: the destructive Scan Error toast and back to payment', async () => {
    const { user } = await reachPayment();
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    await user.click(screen.getByRole('button', { name: 'stand-in: fail' }));
    expect(lastToast()).toEqual({ title: 'Scan Error', description: 'The scan source timed out.', variant: 'destructive' });
    expect(screen.getByTestId('payment-stage')).toBeInTheDocument();
  });

  it('complete: the report; Look Up Another goes home', async () => {
    const { user } = await reachPayment();
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    await user.click(screen.getByRole('button', { name: 'stand-in: complete' }));
    expect(screen.getByTestId('report-view')).toHaveTextContent('report for jane@example.com');
    await user.click(screen.getByRole('button', { name: 'stand-in: look up another' }));
    expect(location()).toBe('/');
  });

  it('the tab title names the stage, in the page language, never the address (docs/product.md#page-details)', async () => {
    const { user } = await reachPayment();
    expect(document.title).toBe('Secure Checkout – MailScout');
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    expect(document.title).toBe('Running Final Scan – MailScout');
    await act(() => i18n.changeLanguage('de'));
    expect(document.title).toBe('Letzter Scan läuft – MailScout');
  });

  it('passes the real type of the address from the preview to the payment stage', async () => {
    await reachPayment();
    expect(screen.getByTestId('payment-email-type')).toHaveTextContent('personal');
  });

  // docs/product.md#page-details: a toast is about one stage and is dismissed when that stage ends.
  const openTitles = () => getToasts().filter((toast) => toast.open).map((toast) => toast.title);

  it('Confirmation Email Updated goes when payment ends; Payment Successful goes when the report shows', async () => {
    const { user } = await reachPayment();
    expect(openTitles()).toEqual(['Confirmation Email Updated']);
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    expect(openTitles()).toEqual(['Payment Successful']);
    await user.click(screen.getByRole('button', { name: 'stand-in: complete' }));
    expect(screen.getByTestId('report-view')).toBeInTheDocument();
    expect(openTitles()).toEqual([]);
  });

  it('the Scan Error toast goes when the visitor leaves the payment stage again', async () => {
    const { user } = await reachPayment();
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    await user.click(screen.getByRole('button', { name: 'stand-in: fail' }));
    expect(openTitles()).toEqual(['Scan Error']);
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    expect(openTitles()).toEqual(['Payment Successful']);
  });

  it('every stage change scrolls to the top', async () => {
    const { user } = await reachPayment();
    const scroll = window.scrollTo as jest.Mock;
    const before = scroll.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    await user.click(screen.getByRole('button', { name: 'stand-in: complete' }));
    expect(scroll.mock.calls.length).toBe(before + 2);
  });
});
