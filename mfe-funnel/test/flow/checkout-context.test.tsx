import { render, screen } from '@testing-library/react';
import { CheckoutProvider, useCheckout, useReportCheckout } from '../../src/flow/checkout-context';

function ShowCheckout() {
  const { kind, target, billingEmail, emailType } = useCheckout();
  return <p>{`${kind}|${String(target)}|${billingEmail}|${emailType ?? 'none'}`}</p>;
}

function ShowReportCheckout() {
  const { kind, target, billingEmail } = useReportCheckout();
  return <p>{`${kind}|${target}|${billingEmail}`}</p>;
}

describe('the checkout context: provided once by the page, read where needed', () => {
  it('gives what the page provided', () => {
    render(
      <CheckoutProvider kind="phone" target="+4915123456789" billingEmail="buyer@example.com">
        <ShowReportCheckout />
      </CheckoutProvider>,
    );
    expect(screen.getByText('phone|+4915123456789|buyer@example.com')).toBeInTheDocument();
  });

  it('a sign-up checkout has no target; a stage that needs one says so', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CheckoutProvider kind="email" target={null} billingEmail="">
        <ShowCheckout />
      </CheckoutProvider>,
    );
    expect(screen.getByText('email|null||none')).toBeInTheDocument();
    expect(() =>
      render(
        <CheckoutProvider kind="email" target={null} billingEmail="">
          <ShowReportCheckout />
        </CheckoutProvider>,
      ),
    ).toThrow('this checkout is a sign-up, not a report');
  });

  it('without a provider, a clear error instead of undefined values', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ShowCheckout />)).toThrow('no CheckoutProvider above this component');
  });
});
