import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Preview } from '@mailscout/contracts';
import { resetRememberedPreviews } from '../../src/flow/preview-store';
import { FakeEventSource } from './fake-event-source';
import { emailPreview, noHints } from './fixtures';
import { advance, json, mockApi, renderFunnel, resetPage, settle } from './render-funnel';

// The checkout itself belongs to another area: a stand-in payment stage renders only the real
// warning, so this test follows the preview's hint through the funnel's own hook to it.
jest.mock('../../src/checkout/payment-stage', () => ({
  PaymentStage: () => {
    const { NoSourceWarning } = jest.requireActual('../../src/checkout/no-source-warning');
    const { kind, target } = jest.requireActual('../../src/flow/checkout-context').useCheckout();
    return (
      <div data-testid="payment-stage">
        <NoSourceWarning kind={kind} target={target} />
      </div>
    );
  },
}));

beforeEach(async () => {
  await resetPage();
  resetRememberedPreviews();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** The funnel from the checklist to the payment stage, with the preview the server sends. */
async function reachPayment(preview: Preview) {
  jest.spyOn(Math, 'random').mockReturnValue(0);
  mockApi({ '/api/email-lookup': () => json({ status: 'not-found', message: 'started', previewId: 'pv-1' }) });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderFunnel(['/', '/email-scan?email=Jane%40Example.com']);
  await settle();
  FakeEventSource.latest().emit('preview', preview);
  await advance(6 * 800 + 1000);
  await advance(30 * 250);
  await user.click(screen.getByRole('button', { name: 'YES, I AM 18 OR OLDER' }));
  await user.type(screen.getByLabelText('Billing email'), 'buyer@example.com');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
  expect(screen.getByTestId('payment-stage')).toBeInTheDocument();
}

describe('the funnel warns before payment when the preview saw no networked source answer (docs/decisions.md#credit-back)', () => {
  it('shows the warning on the payment stage', async () => {
    await reachPayment(emailPreview({ hints: { ...noHints, serviceProvider: 'example.com', noNetworkedSourceAnswered: true } }, { gravatar: 'error', github: 'timeout', hibp: 'error', records: 'not_found' }));
    expect(screen.getByTestId('no-source-warning')).toHaveTextContent('Our sources could not be reached just now.');
  });

  it('shows none when a networked source answered', async () => {
    await reachPayment(emailPreview({}, { hibp: 'error' }));
    expect(screen.queryByTestId('no-source-warning')).not.toBeInTheDocument();
  });
});
