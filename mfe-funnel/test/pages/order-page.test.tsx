import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import FunnelRoutes from '../../src/expose/routes';
import { callsTo, json, lastToast, location, mockApi, renderPage, resetPage, signInAs } from '../checkout/helpers';

jest.mock('../../src/checkout/payment-stage', () => ({ PaymentStage: require('../funnel/stand-ins').PaymentStage }));
jest.mock('../../src/scan/processing-stage', () => ({ ProcessingStage: require('../funnel/stand-ins').ProcessingStage }));
jest.mock('@mailscout/report', () => ({ ReportView: require('../funnel/stand-ins').ReportView }));

beforeEach(() => resetPage());
afterEach(() => jest.restoreAllMocks());

async function renderOrder() {
  const user = userEvent.setup();
  renderPage(<FunnelRoutes />, ['/', '/order'], '/*');
  await screen.findByRole('heading', { level: 1, name: 'Order a report' });
  return user;
}

const searchField = () => screen.getByLabelText('Email address to look up');
const ownAddress = () => screen.getByRole('checkbox', { name: 'I am looking up my own address' });
const submit = () => screen.getByRole('button', { name: 'Continue' });
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

describe('/order (docs/product.md#order-flow Order flow, docs/product.md#validation Order form; docs/decisions.md#honest-data the real flow)', () => {
  it('starts at the email entry with “I am looking up my own address” unticked and a billing email asked (docs/decisions.md#order-billing-box)', async () => {
    mockApi();
    await renderOrder();
    expect(searchField()).toHaveValue('');
    expect(ownAddress()).not.toBeChecked();
    expect(ownAddress()).toHaveAccessibleDescription('Receipts go to the billing email. The person you look up is not notified.');
    expect(screen.getByLabelText('Billing email')).toHaveValue('');
    expect(currentStep()).toBe('1. Email address');
  });

  it('unticked, the searched address is never taken as the billing email', async () => {
    mockApi();
    const user = await renderOrder();
    await user.type(searchField(), 'jane@example.com');
    await user.click(submit());
    expect(screen.getByLabelText('Billing email')).toHaveAccessibleDescription('Please enter a valid billing email address');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ticked, the searched address is the billing email and no billing field is asked', async () => {
    mockApi();
    const user = await renderOrder();
    await user.type(searchField(), 'Jane@Example.com');
    await user.click(ownAddress());
    expect(screen.queryByLabelText('Billing email')).not.toBeInTheDocument();
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
    expect(await screen.findByTestId('payment-props')).toHaveTextContent('email|jane@example.com|jane@example.com');
  });

  it('validates in the original’s words', async () => {
    mockApi();
    const user = await renderOrder();
    await user.click(submit());
    expect(searchField()).toHaveAccessibleDescription('Please enter an email address to search');
    expect(searchField()).toHaveFocus();
    await user.type(searchField(), 'not-an-address');
    await user.click(submit());
    expect(searchField()).toHaveAccessibleDescription('Please enter a valid email address');
    await user.clear(searchField());
    await user.type(searchField(), 'jane@example.com');
    const billing = screen.getByLabelText('Billing email');
    await user.click(submit());
    expect(billing).toHaveAccessibleDescription('Please enter a valid billing email address');
    expect(billing).toHaveFocus();
    await user.type(billing, 'nope');
    await user.click(submit());
    expect(billing).toHaveAccessibleDescription('Please enter a valid billing email address');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('email → age gate → payment → processing → results; Look Up Another Email starts again', async () => {
    mockApi();
    const user = await renderOrder();
    await user.type(searchField(), ' Jane@Example.com ');
    await user.type(screen.getByLabelText('Billing email'), 'buyer@example.com');
    await user.click(submit());
    await user.click(within(screen.getByRole('dialog', { name: 'AGE VERIFICATION REQUIRED' })).getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
    expect(await screen.findByTestId('payment-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');
    expect(currentStep()).toBe('2. Payment');
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    expect(lastToast()).toEqual({ title: 'Payment Successful', description: 'Initiating final scan...', variant: 'default' });
    expect(screen.getByTestId('processing-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');
    expect(currentStep()).toBe('3. Results');
    await user.click(screen.getByRole('button', { name: 'stand-in: complete' }));
    expect(screen.getByText('report for jane@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'stand-in: look up another' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order a report' })).toBeInTheDocument();
    expect(searchField()).toHaveValue('');
    expect(currentStep()).toBe('1. Email address');
  });

  it('a separate billing email goes to the checkout', async () => {
    mockApi();
    const user = await renderOrder();
    await user.type(searchField(), 'jane@example.com');
    await user.type(screen.getByLabelText('Billing email'), 'Buyer@Example.org');
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
    expect(await screen.findByTestId('payment-props')).toHaveTextContent('email|jane@example.com|buyer@example.org');
  });

  it('a scan error: destructive toast and back to payment', async () => {
    mockApi();
    const user = await renderOrder();
    await user.type(searchField(), 'jane@example.com');
    await user.click(ownAddress());
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
    await user.click(await screen.findByRole('button', { name: 'stand-in: paid' }));
    await user.click(screen.getByRole('button', { name: 'stand-in: fail' }));
    expect(lastToast()).toEqual({ title: 'Scan Error', description: 'The scan source timed out.', variant: 'destructive' });
    expect(screen.getByTestId('payment-stage')).toBeInTheDocument();
  });

  it('Exit at the age gate leaves', async () => {
    mockApi();
    const user = await renderOrder();
    await user.type(searchField(), 'jane@example.com');
    await user.click(ownAddress());
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    expect(location()).toBe('/');
  });

  it('signed in with credits: the payment stage, and the credit is spent only when the buyer presses to use it (docs/decisions.md#never-twice)', async () => {
    signInAs('jane.doe@example.com', 3);
    const fetchMock = mockApi({ '/api/live-report/target%40example.org': () => json({ report: null }) });
    const user = await renderOrder();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('You are signed in as jane.doe@example.com; receipts go to that address.')).toBeInTheDocument();
    await user.type(searchField(), 'target@example.org');
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
    expect(await screen.findByTestId('payment-props')).toHaveTextContent('email|target@example.org|jane.doe@example.com');
    expect(screen.queryByTestId('processing-props')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/start-scan')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'stand-in: use a credit' }));
    expect(await screen.findByTestId('processing-props')).toHaveTextContent('email|target@example.org|jane.doe@example.com');
    expect(lastToast()).toEqual({ title: 'Using available credit', description: 'Using 1 of your 2 available credits', variant: 'default' });
  });

  it('a live report of the target on the account is offered instead of the payment stage (docs/decisions.md#never-twice)', async () => {
    signInAs('jane.doe@example.com', 3);
    const report = { scanId: 'scan-live-1', kind: 'email', target: 'target@example.org', status: 'completed', createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-20T10:00:00.000Z' };
    mockApi({ '/api/live-report/target%40example.org': () => json({ report }) });
    const user = await renderOrder();
    await user.type(searchField(), 'target@example.org');
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
    const open = await screen.findByRole('link', { name: 'You already have this report — open it' });
    expect(open).toHaveAttribute('href', '/reports/scan-live-1');
    expect(screen.getByText('Your report on target@example.org is ready and stays available until 20 December 2026. Opening it uses no credit.')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-props')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy a new report anyway' }));
    expect(await screen.findByTestId('payment-props')).toBeInTheDocument();
  });

  it.each([2, 0])('signed in without local credits: the server says %i → payment either way (nothing spent by the check)', async (credits) => {
    signInAs('jane.doe@example.com', 0);
    const fetchMock = mockApi({ '/api/get-user-credits': () => json({ credits }), '/api/live-report/target%40example.org': () => json({ report: null }) });
    const user = await renderOrder();
    await user.type(searchField(), 'target@example.org');
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
    expect(await screen.findByTestId('payment-props')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/get-user-credits')).toEqual([{ email: 'jane.doe@example.com' }]);
    expect(callsTo(fetchMock, '/api/start-scan')).toEqual([]);
  });

  it('German', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    const user = userEvent.setup();
    renderPage(<FunnelRoutes />, ['/order'], '/*');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bericht bestellen' })).toBeInTheDocument();
    const own = screen.getByRole('checkbox', { name: 'Ich suche meine eigene Adresse' });
    expect(own).not.toBeChecked();
    expect(own).toHaveAccessibleDescription('Belege gehen an die Rechnungs-E-Mail. Die gesuchte Person wird nicht benachrichtigt.');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByLabelText('Gesuchte E-Mail-Adresse')).toHaveAccessibleDescription('Bitte geben Sie eine E-Mail-Adresse für die Suche ein');
    await user.type(screen.getByLabelText('Gesuchte E-Mail-Adresse'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByLabelText('E-Mail-Adresse für die Rechnung')).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse für die Rechnung ein');
    await user.click(own);
    expect(screen.queryByLabelText('E-Mail-Adresse für die Rechnung')).not.toBeInTheDocument();
  });
});
