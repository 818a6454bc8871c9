import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type Stripe from 'stripe';
import type {
  PaymentIntentResult,
  PaymentMethodResult,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeConstructor,
  StripeElements,
  StripeError,
  StripePaymentElement,
  Stripe as StripeJs,
} from '@stripe/stripe-js';
import { PUBLISHABLE_KEY, startHarness, type Harness } from './helpers';
import { startPageServer, type PageServer } from './stripejs/page-server';
import { bundleForBrowser } from './stripejs/commonjs-graph';
// The project's one Chromium path and flag list (docs/conventions.md#environment), as the e2e suite and the scripts use it.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@mailscout/chromium';

jest.setTimeout(30_000);

/** What the inline page scripts below keep on `window` (typed with @stripe/stripe-js, the real surface). */
interface PageGlobals {
  Stripe: StripeConstructor;
  stripe: StripeJs;
  elements: StripeElements;
  card: StripeCardElement;
  payment: StripePaymentElement;
  events: StripeCardElementChangeEvent[];
  ready: boolean;
  pending: Promise<PaymentIntentResult>;
}

const AUTH_FAILURE = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

it('serves the stand-in as JavaScript on the Stripe.js paths', async () => {
  const h = await startHarness();
  try {
    for (const path of ['/v3/stripe.js', '/v3/', '/endive/stripe.js']) {
      const response = await fetch(`${h.emulator.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/javascript');
      expect(await response.text()).toContain('window.Stripe');
    }
  } finally {
    await h.emulator.stop();
  }
});

describe('Stripe.js stand-in (/v3/stripe.js) in Chromium', () => {
  let h: Harness;
  let pages: PageServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Uncaught page errors and console warnings: the stand-in must run without either. */
  let problems: string[];

  beforeAll(async () => {
    h = await startHarness();
    const script = `<script src="${h.emulator.url}/v3/stripe.js"></script>`;
    pages = await startPageServer({
      '/': { type: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title>${script}</head><body><main><div id="card-element"></div><div id="other-element"></div></main></body></html>` },
      '/return': { type: 'text/html', body: '<!doctype html><html lang="en"><head><title>Thanks</title></head><body><h1>Thanks</h1></body></html>' },
      '/react': { type: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React checkout</title>${script}</head><body><div id="root"></div><script src="/react-app.js"></script></body></html>` },
      '/react-app.js': { type: 'application/javascript', body: () => bundleForBrowser(join(__dirname, 'stripejs', 'react-checkout.js')) },
    });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await pages?.stop();
    await h?.emulator.stop();
  });

  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
    problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // Chromium logs every non-2xx response (a 402 decline, the favicon); those are expected.
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'warning' || message.type() === 'error') problems.push(`console ${message.type()}: ${message.text()}`);
    });
    await page.goto(`${pages.url}/`);
  });

  afterEach(async () => {
    await context.close();
    expect(problems).toEqual([]);
  });

  /** Mounts a Card Element into #card-element and waits for its `ready` event. */
  async function mountCard(options: { hidePostalCode?: boolean } = {}): Promise<void> {
    await page.evaluate(
      ({ key, hidePostalCode }) => {
        const w = window as unknown as PageGlobals;
        w.events = [];
        w.ready = false;
        w.stripe = w.Stripe(key, { locale: 'en' });
        w.elements = w.stripe.elements();
        w.card = w.elements.create('card', { hidePostalCode, style: { base: { fontSize: '16px' } } });
        w.card.on('change', (event) => {
          w.events.push(event);
        });
        w.card.on('ready', () => {
          w.ready = true;
        });
        w.card.mount('#card-element');
      },
      { key: PUBLISHABLE_KEY, hidePostalCode: options.hidePostalCode ?? false },
    );
    await page.waitForFunction(() => (window as unknown as PageGlobals).ready);
  }

  async function fillCard(number: string, options: { postalCode?: string } = {}): Promise<void> {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    if (options.postalCode !== undefined) await page.getByLabel('Postal code').fill(options.postalCode);
  }

  function lastChange(): Promise<StripeCardElementChangeEvent | undefined> {
    return page.evaluate(() => (window as unknown as PageGlobals).events.at(-1));
  }

  async function paymentIntent(amount = 1999): Promise<Stripe.PaymentIntent> {
    const customer = await h.stripe.customers.create({ email: `buyer-${Date.now()}@example.com` });
    return h.stripe.paymentIntents.create({ amount, currency: 'gbp', customer: customer.id, automatic_payment_methods: { enabled: true } });
  }

  /** Starts confirmCardPayment without waiting, so the test can answer the 3D Secure dialog. */
  async function startConfirmCardPayment(clientSecret: string): Promise<void> {
    await page.evaluate((secret) => {
      const w = window as unknown as PageGlobals;
      w.pending = w.stripe.confirmCardPayment(secret, { payment_method: { card: w.card, billing_details: { name: 'Ann Buyer' } } });
    }, clientSecret);
  }

  function pendingResult(): Promise<PaymentIntentResult> {
    return page.evaluate(() => (window as unknown as PageGlobals).pending);
  }

  it('renders labelled card inputs, formats them and reports change events like Elements', async () => {
    await mountCard();
    const number = page.getByLabel('Card number');
    await expect(number.getAttribute('autocomplete')).resolves.toBe('cc-number');
    await number.pressSequentially('4242');
    expect(await lastChange()).toMatchObject({ elementType: 'card', empty: false, complete: false, brand: 'visa' });
    expect((await lastChange())?.error).toBeUndefined();

    await number.fill('4242 4242 4242 4241');
    expect((await lastChange())?.error).toMatchObject({ type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' });
    await number.fill('');
    await number.pressSequentially('4242424242424242');
    await expect(number.inputValue()).resolves.toBe('4242 4242 4242 4242');
    // A complete number moves on to the expiry field, as in Elements.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).resolves.toBe('MM / YY');
    await page.keyboard.type('1234');
    await expect(page.getByLabel('Expiration date').inputValue()).resolves.toBe('12 / 34');
    await page.getByLabel('Security code').fill('12');
    await page.getByLabel('Postal code').focus();
    expect((await lastChange())?.error?.message).toBe("Your card's security code is incomplete.");
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Postal code').fill('SW1A 1AA');
    expect(await lastChange()).toMatchObject({ complete: true, empty: false, brand: 'visa', value: { postalCode: 'SW1A 1AA' } });
    expect((await lastChange())?.error).toBeUndefined();
    expect(await page.locator('#card-element').getAttribute('class')).toContain('StripeElement--complete');

    // The older createPaymentMethod form with a Card Element.
    const created = await page.evaluate(() => {
      const w = window as unknown as PageGlobals;
      return w.stripe.createPaymentMethod({ type: 'card', card: w.card, billing_details: { name: 'Ann Buyer' } });
    });
    expect(created.error).toBeUndefined();
    expect(created.paymentMethod).toMatchObject({ type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 }, billing_details: { name: 'Ann Buyer', address: { postal_code: 'SW1A 1AA' } } });

    // hidePostalCode: no postal code input; getElement finds the live element.
    await page.evaluate(() => {
      const w = window as unknown as PageGlobals;
      w.card.destroy();
      const again = w.elements.create('card', { hidePostalCode: true });
      again.mount('#other-element');
      if (w.elements.getElement('card') !== again) throw new Error('getElement did not return the new card element');
      // React Stripe.js passes its component, which names its type: elements.getElement(CardElement).
      const CardElement = Object.assign(() => null, { __elementType: 'card' });
      const byComponent = w.elements.getElement as unknown as (component: unknown) => unknown;
      if (byComponent.call(w.elements, CardElement) !== again) throw new Error('getElement did not accept the React component');
    });
    await expect(page.locator('#other-element').getByLabel('Postal code').isVisible()).resolves.toBe(false);
    await expect(page.locator('#other-element').getByLabel('Card number').isVisible()).resolves.toBe(true);
    await expect(page.locator('#card-element input').count()).resolves.toBe(0);
  });

  it('confirmCardPayment with 4242 succeeds and the PaymentMethod carries the billing details', async () => {
    const pi = await paymentIntent();
    await mountCard({ hidePostalCode: true });
    await fillCard('4242424242424242');
    await startConfirmCardPayment(pi.client_secret as string);
    const result = await pendingResult();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: pi.id, status: 'succeeded', amount: 1999 });
    const server = await h.stripe.paymentIntents.retrieve(pi.id, { expand: ['payment_method'] });
    expect(server.status).toBe('succeeded');
    expect((server.payment_method as Stripe.PaymentMethod).billing_details.name).toBe('Ann Buyer');
  });

  it('returns the API card error for a declined card (4000000000000002)', async () => {
    const pi = await paymentIntent();
    await mountCard({ hidePostalCode: true });
    await fillCard('4000000000000002');
    await startConfirmCardPayment(pi.client_secret as string);
    const { error } = await pendingResult();
    expect(error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    expect(error?.payment_intent).toMatchObject({ id: pi.id, status: 'requires_payment_method' });
  });

  it('3D Secure (4000002500003155): the dialog approves and the subscription becomes active', async () => {
    const product = await h.stripe.products.create({ name: 'MailScout Pro' });
    const price = await h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 1999, recurring: { interval: 'month' } });
    const customer = await h.stripe.customers.create({ email: 'three-d@example.com' });
    const subscription = await h.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    const clientSecret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret as string;

    await mountCard();
    await fillCard('4000002500003155', { postalCode: '10115' });
    await page.getByLabel('Postal code').focus();
    await startConfirmCardPayment(clientSecret);
    const dialog = page.getByRole('dialog', { name: '3D Secure test authentication' });
    await dialog.waitFor();
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).resolves.toBe(true);
    await expect(dialog.textContent()).resolves.toContain('£19.99');
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();

    const result = await pendingResult();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent?.status).toBe('succeeded');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // Focus returns to where it was before the dialog.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).resolves.toBe('postal-code');
    const server = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(server.status).toBe('active');
  });

  it('3D Secure (4000002760003184): failing the challenge returns Stripe.js authentication error', async () => {
    const pi = await paymentIntent(2500);
    await mountCard({ hidePostalCode: true });
    await fillCard('4000002760003184');
    await startConfirmCardPayment(pi.client_secret as string);
    const dialog = page.getByRole('dialog', { name: '3D Secure test authentication' });
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    const { error, paymentIntent: succeeded } = await pendingResult();
    expect(succeeded).toBeUndefined();
    expect(error).toMatchObject({ type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: AUTH_FAILURE });
    expect(error?.payment_intent).toMatchObject({ id: pi.id, status: 'requires_payment_method' });
    expect((await h.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_payment_method');
  });

  it('confirmCardPayment(clientSecret) alone completes the 3D Secure of a payment the server confirmed with a saved card', async () => {
    const customer = await h.stripe.customers.create({ email: `saved-${Date.now()}@example.com` });
    const card = await h.stripe.paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
    const pi = await h.stripe.paymentIntents.create({ amount: 1499, currency: 'eur', customer: customer.id, payment_method: card.id, confirm: true });
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('use_stripe_sdk');

    await page.evaluate(
      ({ key, secret }) => {
        const w = window as unknown as PageGlobals;
        w.stripe = w.Stripe(key);
        w.pending = w.stripe.confirmCardPayment(secret);
      },
      { key: PUBLISHABLE_KEY, secret: pi.client_secret as string },
    );
    await page.getByRole('dialog', { name: '3D Secure test authentication' }).getByRole('button', { name: 'Complete authentication' }).click();
    const result = await pendingResult();
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: pi.id, status: 'succeeded', payment_method: card.id });
    const succeeded = (await h.stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 })).data.filter((event) => (event.data.object as Stripe.PaymentIntent).id === pi.id);
    expect(succeeded).toHaveLength(1);
  });

  it('deferred Elements (mode subscription): submit validates, then createPaymentMethod creates the card', async () => {
    await page.evaluate((key) => {
      const w = window as unknown as PageGlobals;
      w.stripe = w.Stripe(key, { locale: 'en' });
      w.elements = w.stripe.elements({ mode: 'subscription', amount: 1999, currency: 'gbp', paymentMethodCreation: 'manual' });
      w.payment = w.elements.create('payment', { layout: 'tabs' });
      w.payment.on('ready', () => {
        w.ready = true;
      });
      w.payment.mount('#card-element');
    }, PUBLISHABLE_KEY);
    await page.waitForFunction(() => (window as unknown as PageGlobals).ready);
    await expect(page.getByLabel('Postal code').isVisible()).resolves.toBe(false);

    const incomplete = await page.evaluate(() => (window as unknown as PageGlobals).elements.submit());
    expect(incomplete.error).toMatchObject({ type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' });
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Your card number is incomplete.');
    await expect(page.getByLabel('Card number').getAttribute('aria-invalid')).resolves.toBe('true');

    await fillCard('5555555555554444');
    const outcome = await page.evaluate(async (): Promise<{ submitted: { error?: StripeError }; created: PaymentMethodResult }> => {
      const w = window as unknown as PageGlobals;
      await w.elements.update({ amount: 2999 });
      const submitted = await w.elements.submit();
      const created = await w.stripe.createPaymentMethod({ elements: w.elements, params: { billing_details: { email: 'deferred@example.com' } } });
      return { submitted, created };
    });
    expect(outcome.submitted.error).toBeUndefined();
    await expect(page.getByRole('alert').isHidden()).resolves.toBe(true);
    const paymentMethod = outcome.created.paymentMethod as NonNullable<PaymentMethodResult['paymentMethod']>;
    expect(paymentMethod).toMatchObject({ card: { brand: 'mastercard', last4: '4444' }, billing_details: { email: 'deferred@example.com' } });

    // The server side finishes the deferred flow with the PaymentMethod the browser created.
    const customer = await h.stripe.customers.create({ email: 'deferred@example.com' });
    await h.stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id });
    const product = await h.stripe.products.create({ name: 'MailScout Pro' });
    const price = await h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 2999, recurring: { interval: 'month' } });
    const subscription = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: paymentMethod.id });
    expect(subscription.status).toBe('active');

    // The other deferred ending: the server creates the intent after submit, the page confirms it.
    const pi = await paymentIntent(2999);
    const confirmed = await page.evaluate((clientSecret) => {
      const w = window as unknown as PageGlobals;
      return w.stripe.confirmPayment({ elements: w.elements, clientSecret, confirmParams: { return_url: window.location.href }, redirect: 'if_required' });
    }, pi.client_secret as string);
    expect(confirmed.paymentIntent).toMatchObject({ id: pi.id, status: 'succeeded', amount: 2999 });
  });

  it("confirmPayment with the Payment Element and redirect: 'if_required' resolves with the intent", async () => {
    const pi = await paymentIntent();
    await page.evaluate(
      ({ key, clientSecret }) => {
        const w = window as unknown as PageGlobals;
        w.stripe = w.Stripe(key);
        w.elements = w.stripe.elements({ clientSecret });
        w.payment = w.elements.create('payment');
        w.payment.mount('#card-element');
      },
      { key: PUBLISHABLE_KEY, clientSecret: pi.client_secret as string },
    );
    await fillCard('4242424242424242');
    const result = await page.evaluate((returnUrl) => {
      const w = window as unknown as PageGlobals;
      return w.stripe.confirmPayment({ elements: w.elements, confirmParams: { return_url: returnUrl, payment_method_data: { billing_details: { name: 'Ann Buyer' } } }, redirect: 'if_required' });
    }, `${pages.url}/return`);
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: pi.id, status: 'succeeded' });
    expect(page.url()).toBe(`${pages.url}/`);
  });

  it('confirmPayment redirects to return_url with the intent parameters by default', async () => {
    const pi = await paymentIntent();
    await page.evaluate(
      ({ key, clientSecret, returnUrl }) => {
        const w = window as unknown as PageGlobals;
        w.stripe = w.Stripe(key);
        w.elements = w.stripe.elements({ clientSecret });
        w.elements.create('payment').mount('#card-element');
        document.body.insertAdjacentHTML('beforeend', '<button id="pay" type="button">Pay</button>');
        document.getElementById('pay')?.addEventListener('click', () => {
          void w.stripe.confirmPayment({ elements: w.elements, confirmParams: { return_url: returnUrl } });
        });
      },
      { key: PUBLISHABLE_KEY, clientSecret: pi.client_secret as string, returnUrl: `${pages.url}/return` },
    );
    await fillCard('4242424242424242');
    await page.locator('#pay').click();
    await page.waitForURL(/\/return\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('payment_intent')).toBe(pi.id);
    expect(query.get('payment_intent_client_secret')).toBe(pi.client_secret);
    expect(query.get('redirect_status')).toBe('succeeded');
  });

  it('works under the real @stripe/react-stripe-js <Elements> + <PaymentElement> with loadStripe', async () => {
    const pi = await paymentIntent();
    await page.goto(`${pages.url}/react?pk=${PUBLISHABLE_KEY}&cs=${encodeURIComponent(pi.client_secret as string)}`);
    const pay = page.getByRole('button', { name: /^Pay/ });
    await page.waitForFunction(() => {
      const button = document.querySelector('button');
      return button !== null && !button.disabled;
    });
    await fillCard('4000002500003155');
    await expect(pay.textContent()).resolves.toBe('Pay now');
    await pay.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByRole('status').filter({ hasText: 'paid' }).waitFor();
    await expect(page.getByRole('status').textContent()).resolves.toBe('paid: succeeded');
    // StrictMode mounted, destroyed and re-created the element: exactly one set of inputs remains.
    await expect(page.getByLabel('Card number').count()).resolves.toBe(1);
    expect((await h.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
  });
});
