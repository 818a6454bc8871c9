import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { SUPPORT_DIALOG_EVENT } from '@mailscout/contracts';
import { publicConfigStore } from '@mailscout/public-config';
import { json, makeConfig, mockConfig, renderLegal } from './render-legal';

beforeEach(async () => {
  publicConfigStore.reset();
  await i18n.changeLanguage('en');
});

const group = (id: string) => document.getElementById(id)!;
const questions = (id: string) => within(group(id)).getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));

describe('help centre (docs/product.md#help-and-faq)', () => {
  it('has the four groups of questions, all closed, and About us and News for the footer links', async () => {
    mockConfig();
    await renderLegal('/help-center');
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Subscription management',
      'Self-help',
      'Connect with support',
      'Assistance overview',
      'About us',
      'News',
    ]);
    expect(questions('subscription')).toHaveLength(6);
    expect(questions('self-help')).toHaveLength(3);
    expect(questions('support')).toHaveLength(1);
    expect(questions('assistance')).toHaveLength(3);
    for (const q of screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'))) expect(q).toHaveAttribute('aria-expanded', 'false');
    expect(within(group('about')).getByRole('link', { name: 'About MailScout' })).toHaveAttribute('href', '/about');
    expect(group('blog')).toHaveTextContent('There are no posts yet.');
  });

  it('expands and collapses a question, by mouse and by keyboard', async () => {
    mockConfig();
    const user = userEvent.setup();
    await renderLegal('/help-center');
    const question = screen.getByRole('button', { name: 'Do I get a refund when I cancel?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('within 7 days of paying it and have not used any credits');
    expect(within(answer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    question.focus();
    await user.keyboard('{Enter}');
    expect(answer).not.toBeVisible();
  });

  it('offers the cancel button, the opt-out link and a mailto to the configured support address', async () => {
    mockConfig(() => json(makeConfig({ supportEmail: 'help@mailscout.test' })));
    const user = userEvent.setup();
    await renderLegal('/help-center');
    expect(screen.getByRole('button', { name: 'Cancel subscription or get help' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', 'mailto:help@mailscout.test');
    await user.click(screen.getByRole('button', { name: 'How do I stop my email address being searched?' }));
    expect(screen.getByRole('link', { name: 'opt-out page' })).toHaveAttribute('href', '/opt-out');
    await user.click(screen.getByRole('button', { name: 'How do I contact support?' }));
    expect(screen.getByRole('link', { name: 'help@mailscout.test' })).toHaveAttribute('href', 'mailto:help@mailscout.test');
  });

  it('asks the shell for the support dialog (docs/product.md#support-dialog), staying on the page', async () => {
    mockConfig();
    const user = userEvent.setup();
    const requests: Event[] = [];
    // The shell's part: it takes the request by cancelling the event.
    const host = (event: Event) => {
      event.preventDefault();
      requests.push(event);
    };
    window.addEventListener(SUPPORT_DIALOG_EVENT, host);
    try {
      await renderLegal('/help-center');
      await user.click(screen.getByRole('button', { name: 'Cancel subscription or get help' }));
      expect(requests).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    } finally {
      window.removeEventListener(SUPPORT_DIALOG_EVENT, host);
    }
  });

  it('without a shell to open the dialog, goes to the cancel page', async () => {
    mockConfig();
    const user = userEvent.setup();
    await renderLegal('/help-center');
    await user.click(screen.getByRole('button', { name: 'Cancel subscription or get help' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cancel-subscription');
  });

  it('keeps the questions usable when the support address cannot be loaded', async () => {
    mockConfig(() => json({ error: 'SERVICE_UNAVAILABLE', message: 'down' }, 503));
    await renderLegal('/help-center');
    expect(within(group('support')).getByRole('alert')).toHaveTextContent('The support address could not be loaded just now.');
    expect(questions('subscription')).toHaveLength(6);
  });

  it('speaks German', async () => {
    mockConfig();
    const user = userEvent.setup();
    await renderLegal('/help-center');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verlängert sich mein Abonnement automatisch?' }));
    expect(screen.getByText(/verlängert sich Ihr Abonnement/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abonnement kündigen oder Hilfe erhalten' })).toBeInTheDocument();
  });
});
