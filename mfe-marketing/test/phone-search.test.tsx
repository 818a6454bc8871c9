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
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a phone number');
  });

  it('rejects something that is not a phone number, and editing clears the message', async () => {
    const user = userEvent.setup();
    await renderMarketing();
    await user.type(phoneInput(), 'call me');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
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

  // docs/decisions.md#phone-numbers: the funnel and the API refuse what the form refuses.
  it('refuses a UK drama-range number, saying how it was read, and keeps it in the field', async () => {
    const user = userEvent.setup();
    await renderMarketing();
    await user.type(phoneInput(), '07700 900101');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('+44 7700 900101 is not a number in use');
    expect(alert).toHaveTextContent('read as a UK number');
    expect(phoneInput()).toHaveValue('07700 900101');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('reads a national number as a UK one in English, sending it in E.164', async () => {
    const user = userEvent.setup();
    await renderMarketing();
    await user.type(phoneInput(), '020 7946 0000');
    await user.click(submit());
    expect(await screen.findByTestId('location')).toHaveTextContent('/phone-scan?phone=%2B442079460000');
  });

  it('reads a national number as a German one in German, and explains a refusal in German', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    await renderMarketing();
    const input = screen.getByRole('textbox', { name: 'Telefonnummer' });
    await user.type(input, '07700 900101');
    await user.click(screen.getByRole('button', { name: 'Nummer suchen' }));
    // Read in Germany, 07700 900101 is a number of the German plan.
    expect(await screen.findByTestId('location')).toHaveTextContent('/phone-scan?phone=%2B497700900101');
  });

  it('explains in German why a number with a country code is refused', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    await renderMarketing();
    await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '+44 7700 900101');
    await user.click(screen.getByRole('button', { name: 'Nummer suchen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('+44 7700 900101 ist keine vergebene Nummer');
    expect(alert).not.toHaveTextContent('Ländervorwahl wurde');
  });
});
