import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FunnelRoutes from '../../src/expose/routes';
import type { SecureCheckoutProps } from '../../src/checkout/secure-checkout';
import { useCheckout } from '../../src/flow/checkout-context';
import { lastToast, location, mockApi, renderPage, resetPage, signInAs } from '../checkout/helpers';

jest.mock('../../src/checkout/payment-stage', () => ({ PaymentStage: require('../funnel/stand-ins').PaymentStage }));
jest.mock('../../src/scan/processing-stage', () => ({ ProcessingStage: require('../funnel/stand-ins').ProcessingStage }));
jest.mock('@mailscout/report', () => ({ ReportView: require('../funnel/stand-ins').ReportView }));
jest.mock('../../src/checkout/secure-checkout', () => ({
  SecureCheckout: ({ onPaid }: SecureCheckoutProps) => {
    const { target, billingEmail } = useCheckout();
    return (
      <div data-testid="secure-checkout">
        <p>{`checkout|${String(target)}|${billingEmail}`}</p>
        <button type="button" onClick={() => onPaid('new@example.com', 'trial')}>
          stand-in: paid
        </button>
      </div>
    );
  },
}));

beforeEach(() => resetPage());
afterEach(() => jest.restoreAllMocks());

describe('/payment (docs/product.md#screens: the checkout on its own, also the sign-up target)', () => {
  it('with a scan email from /scan-process: payment, then the scan and its report', async () => {
    mockApi();
    const user = userEvent.setup();
    renderPage(<FunnelRoutes />, [{ pathname: '/payment', state: { email: 'Jane@Example.com' } }], '/*');
    expect(await screen.findByTestId('payment-props')).toHaveTextContent('email|jane@example.com|');
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    expect(lastToast()).toMatchObject({ title: 'Payment Successful', description: 'Initiating final scan...' });
    expect(screen.getByTestId('processing-props')).toHaveTextContent('email|jane@example.com|buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'stand-in: complete' }));
    expect(screen.getByText('report for jane@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'stand-in: look up another' }));
    expect(location()).toBe('/');
  });

  it('signed in with credits: the checkout offers a credit instead of paying; using it goes on to the scan', async () => {
    signInAs('jane.doe@example.com', 2);
    mockApi();
    const user = userEvent.setup();
    renderPage(<FunnelRoutes />, [{ pathname: '/payment', state: { email: 'target@example.org' } }], '/*');
    expect(await screen.findByTestId('payment-props')).toHaveTextContent('email|target@example.org|jane.doe@example.com');
    await user.click(screen.getByRole('button', { name: 'stand-in: use a credit' }));
    expect(screen.getByTestId('processing-props')).toHaveTextContent('email|target@example.org|jane.doe@example.com');
    expect(lastToast()).toMatchObject({ title: 'Using available credit', description: 'Using 1 of your 2 available credits' });
  });

  it('without a scan email: the sign-up checkout, ending in the account', async () => {
    mockApi();
    const user = userEvent.setup();
    renderPage(<FunnelRoutes />, ['/payment'], '/*');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start your 7-day trial' })).toBeInTheDocument();
    expect(screen.getByText('checkout|null|')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'stand-in: paid' }));
    expect(location()).toBe('/account');
    expect(lastToast()).toMatchObject({ title: 'Payment Successful', description: 'Your trial has started.' });
  });
});
