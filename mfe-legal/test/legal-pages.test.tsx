import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore, reloadPublicConfig } from '@mailscout/public-config';
import { json, makeConfig, mockConfig, renderLegal, settle } from './render-legal';

beforeEach(async () => {
  publicConfigStore.reset();
  await i18n.changeLanguage('en');
});

const main = () => document.body;
/** The page's text with Intl's non-breaking spaces ('1,00\u00a0€') as plain spaces. */
const pageText = () => (document.body.textContent ?? '').replace(/\u00a0/g, ' ');

describe('legal pages: prices from the catalogue (docs/decisions.md#price-catalogue)', () => {
  it('Terms in English: every figure from the catalogue in both currencies, the disclaimer and the date', async () => {
    mockConfig();
    await renderLegal('/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated: 22 April 2025');
    const text = pageText();
    expect(text).toContain('7-day trial for €1.00 (£0.80), including VAT');
    expect(text).toContain('The trial includes 2 credits.');
    expect(text).toContain('converts automatically into the weekly plan at €14.99 (£11.99) per week, including VAT, with 4 credits per week');
    expect(text).toContain('Weekly: €14.99 (£11.99) per week, with 4 credits per week');
    expect(text).toContain('Monthly: €37.99 (£31.99) per month, with 20 credits per month');
    expect(text).toContain('One report costs 1 credit.');
    expect(text).toContain('capped at 100 credits');
    expect(text).toContain('10 credits for €18.99 (£15.99), 25 credits for €42.99 (£35.99) and 50 credits for €75.99 (£63.99)');
    // docs/decisions.md#included-in-every-report: only what can be bought has a price; the PDF and the breach section are included.
    expect(text).toContain('buy credit packs, paid once with the card saved in your account');
    expect(text).toContain('change to the monthly plan at any time. The first month, €37.99 (£31.99), is charged at once');
    expect(text).toContain('its 20 credits are added when the payment succeeds');
    expect(text).toContain('PDF download of the report: included in every report');
    expect(text).toContain('Breach & leak section: included in every report');
    expect(text).not.toContain('€9.49');
    expect(screen.getByRole('heading', { level: 2, name: '9. Included in every report' })).toBeInTheDocument();
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(screen.getByRole('heading', { level: 2, name: '14. Disclaimer' })).toBeInTheDocument();
    for (const rule of ['18 years old', 'not a credit reference agency', 'within 7 days', 'within 30 days of the charge', '3–5 business days', 'more than 24 hours', 'over the following 2 weeks', 'your subscription ends', 'the amount you paid us in the 12 months', 'within 1 year', 'within 30 days', 'within 5 working days', 'within 15 working days', '30 days’ notice', 'law of England and Wales', 'not notified']) {
      expect(text).toContain(rule);
    }
    expect(screen.getByRole('link', { name: 'opt-out page' })).toHaveAttribute('href', '/opt-out');
    expect(screen.getAllByRole('link', { name: 'support@mailscout.example' })[0]).toHaveAttribute('href', 'mailto:support@mailscout.example');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: '14. Disclaimer' })).toHaveAttribute('href', '#terms-disclaimer');
  });

  it('Terms in German: the same figures formatted the German way, the German title and date', async () => {
    await i18n.changeLanguage('de');
    mockConfig();
    await renderLegal('/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(document.title).toBe('Nutzungsbedingungen – MailScout');
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Zuletzt aktualisiert: 22. April 2025');
    const text = pageText();
    expect(text).toContain('7-tägigen Testzeitraum für 1,00 € (0,80 £) einschließlich Mehrwertsteuer');
    expect(text).toContain('in das Wochenabo zu 14,99 € (11,99 £) pro Woche');
    expect(text).toContain('Monatlich: 37,99 € (31,99 £) pro Monat, mit 20 Suchguthaben pro Monat');
    expect(text).toContain('10 Suchguthaben für 18,99 € (15,99 £), 25 Suchguthaben für 42,99 € (35,99 £) und 50 Suchguthaben für 75,99 € (63,99 £)');
    expect(text).toContain('auf 100 Suchguthaben begrenzt');
    expect(text).toContain('in das Monatsabo wechseln. Der erste Monat, 37,99 € (31,99 £), wird sofort');
    expect(text).toContain('PDF-Download des Berichts: in jedem Bericht enthalten');
    expect(text).toContain('Abschnitt zu Datenlecks und Leaks: in jedem Bericht enthalten');
    expect(screen.getByRole('heading', { level: 2, name: '9. In jedem Bericht enthalten' })).toBeInTheDocument();
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(screen.getByRole('heading', { level: 2, name: '14. Haftungsausschluss' })).toBeInTheDocument();
  });

  it('switching language re-renders the text in the other language', async () => {
    mockConfig();
    await renderLegal('/terms');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(pageText()).toContain('1,00 € (0,80 £)');
  });

  it('follows the catalogue when it changes', async () => {
    let config = makeConfig();
    mockConfig(() => json(config));
    await renderLegal('/terms');
    expect(main()).toHaveTextContent('trial for €1.00 (£0.80)');
    config = makeConfig({ trialEur: 150 });
    act(() => reloadPublicConfig());
    await settle();
    expect(main()).toHaveTextContent('trial for €1.50 (£0.80)');
    expect(main()).not.toHaveTextContent('€1.00');
  });

  it('shows no figures while loading, and an error with a retry when the configuration fails', async () => {
    let up = false;
    mockConfig(() => (up ? json(makeConfig()) : json({ error: 'SERVICE_UNAVAILABLE', message: 'down' }, 503)));
    const user = userEvent.setup();
    await renderLegal('/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(main()).not.toHaveTextContent('£');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(main()).toHaveTextContent('trial for €1.00 (£0.80)');
  });

  it('shows a loading state first', async () => {
    mockConfig(() => new Promise<Response>(() => undefined));
    await renderLegal('/privacy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the current prices…');
  });

  it('Privacy Policy: UK GDPR rules, retention, rights and breach notice', async () => {
    mockConfig();
    await renderLegal('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByTestId('last-updated')).toHaveTextContent('22 April 2025');
    const text = pageText();
    for (const rule of ['UK General Data Protection Regulation', 'Data Protection Act 2018', 'expire and are deleted after 30 days', 'up to 24 months', 'within one month', 'within 72 hours', 'not notified', 'do not sell']) {
      expect(text).toContain(rule);
    }
    expect(screen.getAllByRole('link', { name: 'opt-out page' })[0]).toHaveAttribute('href', '/opt-out');
  });

  it('Cookie Policy in both languages, with its own date', async () => {
    mockConfig();
    await renderLegal('/cookie-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByTestId('last-updated')).toHaveTextContent('1 March 2025');
    expect(main()).toHaveTextContent('Privacy and Electronic Communications Regulations (PECR)');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' })).toBeInTheDocument();
    expect(screen.getByTestId('last-updated')).toHaveTextContent('1. März 2025');
  });

  it('an unknown path below the remote is its not-found page', async () => {
    mockConfig();
    await renderLegal('/terms/nothing');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});

describe('legal pages: the company from configuration (docs/decisions.md#company-identity)', () => {
  const configured = {
    name: 'Scout Data Ltd',
    registeredAddress: '1 High Street, Leeds LS1 1AA',
    postalAddress: 'PO Box 7, Leeds LS2 2BB',
    companyNumber: '01234567',
    contactEmail: 'hi@scout.test',
    dataProtectionEmail: 'dpo@scout.test',
  };

  it('Terms and Privacy name the configured company, its registration, postal address and contacts', async () => {
    mockConfig(() => json(makeConfig({ company: configured })));
    const terms = await renderLegal('/terms');
    expect(pageText()).toContain('run by Scout Data Ltd, a company registered in the United Kingdom (company number 01234567, registered office: 1 High Street, Leeds LS1 1AA) ("MailScout"');
    expect(pageText()).toContain('Our postal address is PO Box 7, Leeds LS2 2BB and our email address is hi@scout.test.');
    expect(screen.getAllByRole('link', { name: 'hi@scout.test' })[0]).toHaveAttribute('href', 'mailto:hi@scout.test');
    expect(pageText()).not.toContain('MailScout Ltd');
    terms.unmount();
    await renderLegal('/privacy');
    expect(pageText()).toContain('Scout Data Ltd, a company registered in the United Kingdom (company number 01234567, registered office: 1 High Street, Leeds LS1 1AA), is the controller');
    expect(screen.getAllByRole('link', { name: 'dpo@scout.test' })[0]).toHaveAttribute('href', 'mailto:dpo@scout.test');
    expect(screen.getByRole('link', { name: 'hi@scout.test' })).toHaveAttribute('href', 'mailto:hi@scout.test');
  });

  it('with only the defaults: the stand-ins, which say they are examples, in German too', async () => {
    await i18n.changeLanguage('de');
    mockConfig();
    await renderLegal('/privacy');
    expect(pageText()).toContain(
      'ist die MailScout Ltd, eine im Vereinigten Königreich eingetragene Gesellschaft (Registernummer EXAMPLE-NUMBER, Sitz: 1 Example Street, Exampletown, United Kingdom (example address)). Sie erreichen uns unter support@mailscout.example, in Datenschutzfragen unter support@mailscout.example.',
    );
    expect(pageText()).not.toContain('{{');
  });

  it('German registration details', async () => {
    await i18n.changeLanguage('de');
    mockConfig(() => json(makeConfig({ company: configured })));
    await renderLegal('/terms');
    expect(pageText()).toContain('der Scout Data Ltd, einer im Vereinigten Königreich eingetragenen Gesellschaft (Registernummer 01234567, Sitz: 1 High Street, Leeds LS1 1AA) („MailScout“');
    expect(pageText()).toContain('Unsere Postanschrift lautet PO Box 7, Leeds LS2 2BB, unsere E-Mail-Adresse hi@scout.test.');
  });
});
