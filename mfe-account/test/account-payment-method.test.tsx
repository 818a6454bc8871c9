import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts } from '@mailscout/ui';
import type { SubscriptionSummary } from '@mailscout/contracts';
import { apiError, callsTo, json, me, mockApi, publicConfig, renderAccount, resetPage, settle, signInAs, subscription } from './render-account';
import { constructed, defineWindowStripe, fakeCard, fakeStripe } from './fake-stripe';

jest.mock('@stripe/react-stripe-js', () => require('./fake-stripe'));

beforeEach(async () => {
  await resetPage();
  defineWindowStripe();
  fakeStripe.confirmCardSetup.mockReset();
});

function showAccount(sub: SubscriptionSummary, handlers: Parameters<typeof mockApi>[0] = {}) {
  const payments = { publishableKey: 'pk_test_fixture', stripeJsUrl: 'https://js.stripe.example/v3' };
  const fetchMock = mockApi({ '/api/public-config': () => json({ ...publicConfig, payments }), '/api/me': () => json(me(sub)), ...handlers });
  signInAs('jane.doe@example.com', 3);
  renderAccount('/account');
  return fetchMock;
}

const updateHandlers = {
  '/api/payment-method/setup': () => json({ clientSecret: 'seti_1_secret_abc' }),
  '/api/payment-method': () => json({ paymentMethod: { brand: 'mastercard', last4: '4444' } }),
};

describe('account: the saved card (docs/decisions.md#payment-method)', () => {
  it('shows the real card and replaces it: SetupIntent, Stripe confirms the new card, the server makes it the default', async () => {
    const fetchMock = showAccount(subscription(), updateHandlers);
    await settle();
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Visa ending in 4242');
    expect(constructed).toHaveLength(0); // Stripe.js is not touched until the card is changed
    fakeStripe.confirmCardSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });

    await userEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    await settle();

    expect(constructed[0]?.[0]).toBe('pk_test_fixture');
    expect(fakeStripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc', { payment_method: { card: fakeCard, billing_details: { email: 'jane.doe@example.com' } } });
    expect(callsTo(fetchMock, '/api/payment-method')).toEqual([{ setupIntentId: 'seti_1' }]);
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Mastercard ending in 4444');
    expect(screen.queryByRole('button', { name: 'Save card' })).not.toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ title: 'Card updated', description: 'Renewals are now charged to Mastercard ending in 4444.' });
  });

  it('a card the bank refuses: Stripe’s message as is, the form stays, nothing is changed on the server', async () => {
    const fetchMock = showAccount(subscription(), updateHandlers);
    await settle();
    fakeStripe.confirmCardSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The card was not savedYour card was declined.');
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
    expect(callsTo(fetchMock, '/api/payment-method')).toEqual([]);
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Visa ending in 4242');
  });

  it('a refusal by the server is shown in words, never as a technical error', async () => {
    showAccount(subscription(), {
      ...updateHandlers,
      '/api/payment-method/setup': () => apiError(404, 'NO_SUBSCRIPTION', 'There is no subscription to update a card for.'),
    });
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no subscription to update a card for.');
    expect(fakeStripe.confirmCardSetup).not.toHaveBeenCalled();
  });

  it('Cancel closes the form; an ended subscription offers no card change; no card yet offers to add one', async () => {
    showAccount(subscription({ paymentMethod: null }));
    await settle();
    expect(screen.getByTestId('payment-method')).toHaveTextContent('No payment method is on file.');
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save card' })).not.toBeInTheDocument();

    // The first visit's page leaves before the second: its queries must not answer for the next.
    cleanup();
    await resetPage();
    showAccount(subscription({ status: 'canceled' }));
    await settle();
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Visa ending in 4242');
    expect(screen.queryByRole('button', { name: /card/ })).not.toBeInTheDocument();
  });
});
