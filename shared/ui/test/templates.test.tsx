import { render, screen, within } from '@testing-library/react';
import { AccountPageTemplate, DocumentPageTemplate, FunnelStageTemplate, MarketingPageTemplate, MarketingSection } from '../src';

describe('page templates (docs/conventions.md#design-system)', () => {
  it('MarketingPageTemplate: the hero, then sections labelled by their h2', () => {
    render(
      <MarketingPageTemplate hero={<h1>Find out who is behind an email</h1>}>
        <MarketingSection id="features" title="Features" lead="What a report holds">
          <p>content</p>
        </MarketingSection>
      </MarketingPageTemplate>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find out who is behind an email');
    const section = screen.getByRole('region', { name: 'Features' });
    expect(section).toHaveAttribute('id', 'features');
    expect(within(section).getByText('What a report holds')).toBeInTheDocument();
  });

  it('FunnelStageTemplate: one h1, the actions under the content, the aside only when given', () => {
    const { container, rerender } = render(
      <FunnelStageTemplate title="Secure checkout" titleId="stage-title" actions={<button type="button">Pay</button>}>
        <p>form</p>
      </FunnelStageTemplate>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Secure checkout' })).toHaveAttribute('id', 'stage-title');
    expect(screen.getByRole('button', { name: 'Pay' }).closest('.ms-template__actions')).not.toBeNull();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    rerender(
      <FunnelStageTemplate title="Secure checkout" aside={<p>Order summary</p>}>
        <p>form</p>
      </FunnelStageTemplate>,
    );
    expect(screen.getByRole('complementary')).toHaveTextContent('Order summary');
    expect(container.querySelector('[data-template="funnel-stage"]')).toHaveClass('ms-template--with-aside');
  });

  it('DocumentPageTemplate: title, meta line, table of contents slot and readable text column', () => {
    render(
      <DocumentPageTemplate
        title="Terms of Service"
        meta="Last updated: 1 March 2026"
        toc={
          <nav aria-label="Contents">
            <a href="#use">Use</a>
          </nav>
        }
      >
        <section id="use">text</section>
      </DocumentPageTemplate>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 1 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.getByText('text').closest('.ms-prose')).not.toBeNull();
  });

  it('AccountPageTemplate: title, subtitle, the tab row slot before the content', () => {
    render(
      <AccountPageTemplate title="My Account" subtitle="ada@example.com" tabs={<div role="tablist" aria-label="Account" />}>
        <p>panel</p>
      </AccountPageTemplate>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist');
    expect(tabs.compareDocumentPosition(screen.getByText('panel')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
