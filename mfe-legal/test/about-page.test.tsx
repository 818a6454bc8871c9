import { screen, within } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { json, makeConfig, mockConfig, renderLegal } from './render-legal';

beforeEach(async () => {
  publicConfigStore.reset();
  await i18n.changeLanguage('en');
});

const details = () => screen.getByTestId('company-details');
const row = (label: string) => within(details()).getByText(label).parentElement!;

const STAND_IN_ADDRESS = '1 Example Street, Exampletown, United Kingdom (example address)';

describe('/about (docs/decisions.md#company-identity)', () => {
  it('names the company in full from configuration: here the stand-ins, which say they are examples', async () => {
    mockConfig();
    await renderLegal('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About MailScout' })).toBeInTheDocument();
    expect(document.title).toBe('About MailScout – MailScout');
    expect(row('Company')).toHaveTextContent('MailScout Ltd');
    expect(row('Company number')).toHaveTextContent('EXAMPLE-NUMBER');
    // The postal address is the registered office: one row says so.
    expect(row('Registered office and postal address')).toHaveTextContent(STAND_IN_ADDRESS);
    expect(within(details()).queryByText('Postal address')).toBeNull();
    expect(within(row('Contact')).getByRole('link', { name: 'support@mailscout.example' })).toHaveAttribute('href', 'mailto:support@mailscout.example');
    expect(within(row('Data protection')).getByRole('link')).toHaveAttribute('href', 'mailto:support@mailscout.example');
  });

  it('shows the configured number, registered office, postal address and contacts', async () => {
    mockConfig(() =>
      json(
        makeConfig({
          company: { name: 'Scout Data Ltd', registeredAddress: '1 High Street, Leeds', postalAddress: 'PO Box 7, Leeds', companyNumber: '01234567', contactEmail: 'hi@scout.test', dataProtectionEmail: 'dpo@scout.test' },
        }),
      ),
    );
    await renderLegal('/about');
    expect(row('Company')).toHaveTextContent('Scout Data Ltd');
    expect(row('Company number')).toHaveTextContent('01234567');
    expect(row('Registered office')).toHaveTextContent('1 High Street, Leeds');
    expect(row('Postal address')).toHaveTextContent('PO Box 7, Leeds');
    expect(within(row('Contact')).getByRole('link', { name: 'hi@scout.test' })).toHaveAttribute('href', 'mailto:hi@scout.test');
    expect(within(row('Data protection')).getByRole('link', { name: 'dpo@scout.test' })).toHaveAttribute('href', 'mailto:dpo@scout.test');
  });

  it('names its sources and its promises, with the opt-out link', async () => {
    mockConfig();
    await renderLegal('/about');
    const text = document.body.textContent ?? '';
    for (const source of ['Gravatar', 'GitHub', 'Have I Been Pwned', 'records index']) expect(text).toContain(source);
    expect(text).toContain('The person searched is not notified of a search.');
    expect(screen.getByRole('link', { name: 'opt-out page' })).toHaveAttribute('href', '/opt-out');
    // No invented trust signals.
    expect(text).not.toMatch(/\d[\d,.]*\+? (users|customers|reviews)|★/i);
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    mockConfig();
    await renderLegal('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'Über MailScout' })).toBeInTheDocument();
    expect(document.title).toBe('Über MailScout – MailScout');
    expect(row('Unternehmen')).toHaveTextContent('MailScout Ltd');
    expect(row('Registernummer')).toHaveTextContent('EXAMPLE-NUMBER');
    expect(row('Eingetragener Sitz und Postanschrift')).toHaveTextContent(STAND_IN_ADDRESS);
    expect(document.body.textContent).toContain('Die gesuchte Person wird über eine Suche nicht benachrichtigt.');
    expect(screen.getByRole('link', { name: 'Opt-out-Seite' })).toHaveAttribute('href', '/opt-out');
  });

  it('says so when the company details cannot be loaded, and retries', async () => {
    mockConfig(() => json({ error: 'INTERNAL_ERROR', message: 'x' }, 500));
    await renderLegal('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('Our company details could not be loaded just now.');
    expect(screen.getByRole('heading', { level: 2, name: 'Where the results come from' })).toBeInTheDocument();
  });
});
