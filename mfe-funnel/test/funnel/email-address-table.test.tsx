import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TYPEABLE_EMAIL_CASES } from '../../../shared/contracts/test/email-address-cases';
import { EmailSubmitStage } from '../../src/funnel/email-submit-stage';
import type { LookupPreview } from '../../src/funnel/use-lookup-preview';
import { OrderEmailForm } from '../../src/pages/order-email-form';
import { mockApi, renderPage, resetPage } from '../checkout/helpers';

beforeEach(() => resetPage());

const cases = TYPEABLE_EMAIL_CASES.map((c) => [c.why, c] as const);
// The stage's hints are not under test: a preview still on its way renders none.
const view = { preview: null, settled: false } as unknown as LookupPreview;

// docs/product.md#validation: the funnel's forms give the shared table's verdict, as the home form and the API do.
describe('the funnel’s email stage and the address table', () => {
  it.each(cases)('%s', async (_why, { input, canonical }) => {
    mockApi();
    const onProceed = jest.fn();
    renderPage(<EmailSubmitStage kind="email" target="jane@example.com" view={view} onProceed={onProceed} notify={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Billing email'), { target: { value: input } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    if (canonical) {
      await waitFor(() => expect(onProceed).toHaveBeenCalledWith('payment', canonical));
    } else {
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(onProceed).not.toHaveBeenCalled();
    }
  });
});

describe('/order’s email form and the address table', () => {
  const renderForm = () => {
    const onSubmit = jest.fn();
    renderPage(<OrderEmailForm accountEmail={null} busy={false} onSubmit={onSubmit} />);
    return onSubmit;
  };

  it.each(cases)('the searched address: %s', async (_why, { input, canonical }) => {
    mockApi();
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Email address to look up'), { target: { value: input } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am looking up my own address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    if (canonical) {
      expect(onSubmit).toHaveBeenCalledWith({ searched: canonical, billing: canonical });
    } else {
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    }
  });

  it.each(cases)('the billing address: %s', async (_why, { input, canonical }) => {
    mockApi();
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Email address to look up'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Billing email'), { target: { value: input } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    if (canonical) {
      expect(onSubmit).toHaveBeenCalledWith({ searched: 'jane@example.com', billing: canonical });
    } else {
      expect(await screen.findByText('Please enter a valid billing email address')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    }
  });
});
