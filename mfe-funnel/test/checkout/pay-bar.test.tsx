import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentStage } from '../../src/checkout/payment-stage';
import { CheckoutProvider } from '../../src/flow/checkout-context';
import { defineWindowStripe, resetFakeStripe } from './fake-stripe';
import { mockApi, renderPage, resetPage } from './helpers';

jest.mock('@stripe/react-stripe-js', () => require('./fake-stripe'));

/**
 * docs/product.md#payment-stage: on a phone the price and Pay are on the first screen after the teaser. While
 * the form's own Pay button is below the screen, a bar carries the price and a Pay button of the same form.
 * The browser's IntersectionObserver is played here by a stand-in the test moves.
 */
type Report = (entries: Array<{ isIntersecting: boolean; boundingClientRect: { top: number } }>) => void;
let observers: Array<{ report: Report; target: Element | null }> = [];

class StandInObserver {
  private readonly entry: { report: Report; target: Element | null };
  constructor(report: Report) {
    this.entry = { report, target: null };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers = observers.filter((observer) => observer !== this.entry);
  }
}

/** Says where the form's Pay button is now: below the screen, or in view. */
function payButtonIs(where: 'below' | 'in view') {
  act(() => {
    for (const observer of observers) observer.report([{ isIntersecting: where === 'in view', boundingClientRect: { top: where === 'below' ? 1400 : 300 } }]);
  });
}

beforeEach(async () => {
  await resetPage();
  document.querySelectorAll('script').forEach((script) => script.remove());
  resetFakeStripe();
  defineWindowStripe();
  observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = StandInObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

function renderStage() {
  mockApi();
  renderPage(
    <CheckoutProvider kind="email" target="jane@example.com" billingEmail="buyer@example.com">
      <PaymentStage onPaid={jest.fn()} />
    </CheckoutProvider>,
  );
}

describe('the pay bar on a phone (docs/product.md#payment-stage)', () => {
  it('shows the price and Pay while the form’s Pay button is below the screen, and leaves when it is in view', async () => {
    renderStage();
    const bar = await screen.findByTestId('pay-bar', {}, { timeout: 15_000 });
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    expect(bar).not.toBeVisible();

    payButtonIs('below');
    expect(bar).toBeVisible();
    // The same price text as beside the form's button, and one Pay button offered at a time.
    expect(within(bar).getByText(screen.getByTestId('pay-terms').textContent!)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pay €1\.00/ })).toHaveLength(2);

    payButtonIs('in view');
    expect(bar).not.toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Pay €1\.00/ })).toHaveLength(1);
  });

  it('Pay in the bar submits the same form: nothing is charged and the first missing field is focused with its message', async () => {
    const user = userEvent.setup();
    renderStage();
    const bar = await screen.findByTestId('pay-bar', {}, { timeout: 15_000 });
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    payButtonIs('below');
    await user.click(within(bar).getByRole('button', { name: /^Pay €1\.00/ }));
    const name = screen.getByLabelText('Name on card');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/required/i);
  });
});
