import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
  registeredAddress: '1 Example Street, London EC1A 1AA, United Kingdom',
  companyNumber: '01234567',
  contactEmail: 'hello@mailscout.example',
  dataProtectionEmail: 'privacy@mailscout.example',
};

function ready(companyDetails: typeof company | (Omit<typeof company, 'registeredAddress' | 'companyNumber'> & { registeredAddress: null; companyNumber: null })) {
  state = { status: 'ready', config: { supportEmail: 'support@mailscout.example', company: companyDetails } as never };
}

describe('footer (issue 15.2)', () => {
  it("shows the company's details from the public configuration", () => {
    ready(company);
    renderFooter();
    const details = screen.getByTestId('footer-company');
    expect(details).toHaveTextContent('MailScout Ltd');
    expect(details).toHaveTextContent('Registered office: 1 Example Street, London EC1A 1AA, United Kingdom');
    expect(details).toHaveTextContent('Company number: 01234567');
    expect(within(details).getByRole('link', { name: 'hello@mailscout.example' })).toHaveAttribute('href', 'mailto:hello@mailscout.example');
    expect(within(details).getByRole('link', { name: 'privacy@mailscout.example' })).toHaveAttribute('href', 'mailto:privacy@mailscout.example');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 MailScout Ltd. All rights reserved.');
  });

  it('leaves out the address and number until they are configured, never inventing them', () => {
    ready({ ...company, registeredAddress: null, companyNumber: null });
    renderFooter();
    const details = screen.getByTestId('footer-company');
    expect(details).not.toHaveTextContent('Registered office');
    expect(details).not.toHaveTextContent('Company number');
    expect(details).toHaveTextContent('privacy@mailscout.example');
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
