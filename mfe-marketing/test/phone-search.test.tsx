import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { mockApi, renderMarketing } from './render-marketing';

// The shared jsdom environment swaps in Node's FormData, which cannot read a jsdom form. React 19
// builds one when a submit handler starts a transition (react-router's navigate does), so give
// it a FormData that accepts the form for these tests.
const NodeFormData = global.FormData;
beforeAll(() => {
  global.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  global.FormData = NodeFormData;
});

beforeEach(async () => {
  publicConfigStore.reset();
  await i18n.changeLanguage('en');
  mockApi();
});

const phoneInput = () => screen.getByRole('textbox', { name: 'Phone number' });
const submit = () => screen.getByRole('button', { name: 'Search Phone' });

describe('phone search (#phone-search)', () => {
  it('asks for a number when empty', async () => {
    const user = userEvent.setup();
    await renderMarketing();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a phone number');
  });

  it('rejects something that is not a phone number, and editing clears the message', async () => {
    const user = userEvent.setup();
    await renderMarketing();
    await user.type(phoneInput(), 'call me');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    await user.type(phoneInput(), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to /phone-scan with the number', async () => {
    const user = userEvent.setup();
    await renderMarketing();
    await user.type(phoneInput(), '+44 (20) 7946-0000');
    await user.click(submit());
    expect(await screen.findByTestId('location')).toHaveTextContent('/phone-scan?phone=%2B442079460000');
  });
});
