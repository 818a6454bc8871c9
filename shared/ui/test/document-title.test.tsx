import { render } from '@testing-library/react';
import { formatDocumentTitle, resetDocumentTitles, useDefaultDocumentTitle, useDocumentTitle } from '../src';

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

function Shell({ fallback, page }: { fallback?: string; page?: string }) {
  useDefaultDocumentTitle(fallback);
  return <Page title={page} />;
}

beforeEach(() => {
  resetDocumentTitles();
  document.title = '';
});

describe('document titles (docs/product.md#page-details)', () => {
  it('formats "<page> – MailScout", and the brand alone without a page', () => {
    expect(formatDocumentTitle('Terms of Service')).toBe('Terms of Service – MailScout');
    expect(formatDocumentTitle(undefined)).toBe('MailScout');
    expect(formatDocumentTitle('  ')).toBe('MailScout');
  });

  it("a page's own title wins over the shell's default, though the shell's effect runs later", () => {
    render(<Shell fallback="Help Center" page="Frequently asked questions" />);
    expect(document.title).toBe('Frequently asked questions – MailScout');
  });

  it("the shell's default applies while the page sets none, and again when the page leaves", () => {
    const { rerender } = render(<Shell fallback="Nutzungsbedingungen" />);
    expect(document.title).toBe('Nutzungsbedingungen – MailScout');
    rerender(<Shell fallback="Nutzungsbedingungen" page="AGB" />);
    expect(document.title).toBe('AGB – MailScout');
    rerender(<Shell fallback="Nutzungsbedingungen" />);
    expect(document.title).toBe('Nutzungsbedingungen – MailScout');
  });

  it('follows a change of the title (a language switch)', () => {
    const { rerender } = render(<Page title="Privacy Policy" />);
    rerender(<Page title="Datenschutzerklärung" />);
    expect(document.title).toBe('Datenschutzerklärung – MailScout');
  });
});
