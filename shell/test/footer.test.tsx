import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@mailscout/i18n';
import type { PublicConfigState } from '@mailscout/public-config';
import { Footer } from '../src/layout/footer';
import './render-shell';

let state: PublicConfigState = { status: 'loading' };
jest.mock('@mailscout/public-config', () => ({ usePublicConfig: () => state }));

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer year={2026} />
    </MemoryRouter>,
  );
}

const company = {
  name: 'MailScout Ltd',
  companyNumber: '01234567',
  registeredAddress: '1 Example Street, London EC1A 1AA, United Kingdom',
  postalAddress: 'PO Box 7, London EC1A 9ZZ, United Kingdom',
  contactEmail: 'hello@mailscout.example',
  dataProtectionEmail: 'privacy@mailscout.example',
};

function ready(companyDetails: typeof company) {
  state = { status: 'ready', config: { supportEmail: 'support@mailscout.example', company: companyDetails } as never };
}

describe('footer (docs/decisions.md#company-identity)', () => {
  it("shows the company's identity in full from the public configuration", () => {
    ready(company);
    renderFooter();
    const details = screen.getByTestId('footer-company');
    expect(details).toHaveTextContent('MailScout Ltd');
    expect(details).toHaveTextContent('Company number: 01234567');
    expect(details).toHaveTextContent('Registered office: 1 Example Street, London EC1A 1AA, United Kingdom');
    expect(details).toHaveTextContent('Postal address: PO Box 7, London EC1A 9ZZ, United Kingdom');
    expect(within(details).getByRole('link', { name: 'hello@mailscout.example' })).toHaveAttribute('href', 'mailto:hello@mailscout.example');
    expect(within(details).getByRole('link', { name: 'privacy@mailscout.example' })).toHaveAttribute('href', 'mailto:privacy@mailscout.example');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 MailScout Ltd. All rights reserved.');
  });

  it('names the registered office once when it is also the postal address', () => {
    ready({ ...company, postalAddress: company.registeredAddress });
    renderFooter();
    const details = screen.getByTestId('footer-company');
    expect(details).toHaveTextContent('Registered office and postal address: 1 Example Street, London EC1A 1AA, United Kingdom');
    expect(details).not.toHaveTextContent('Postal address:');
  });

  it('shows the identity in German', async () => {
    ready(company);
    await i18n.changeLanguage('de');
    const { unmount } = renderFooter();
    try {
      const details = screen.getByTestId('footer-company');
      expect(details).toHaveTextContent('Registernummer: 01234567');
      expect(details).toHaveTextContent('Sitz: 1 Example Street, London EC1A 1AA, United Kingdom');
      expect(details).toHaveTextContent('Postanschrift: PO Box 7, London EC1A 9ZZ, United Kingdom');
    } finally {
      unmount();
      await i18n.changeLanguage('en');
    }
  });

  it('shows no company block before the configuration has loaded', () => {
    state = { status: 'loading' };
    renderFooter();
    expect(screen.queryByTestId('footer-company')).not.toBeInTheDocument();
  });

  it('About Us opens /about; there is no Blog link (there is no blog)', () => {
    ready(company);
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(footer).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
  });
});
