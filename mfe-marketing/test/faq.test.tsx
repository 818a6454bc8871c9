import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { mockApi, renderMarketing } from './render-marketing';

beforeEach(async () => {
  publicConfigStore.reset();
  await i18n.changeLanguage('en');
  mockApi();
});

describe('FAQ accordion (docs/product.md#help-and-faq)', () => {
  it('has the seven questions, all closed', async () => {
    await renderMarketing();
    const faq = document.getElementById('faq')!;
    const questions = Array.from(faq.querySelectorAll('button[aria-expanded]'));
    expect(questions.map((q) => q.textContent)).toEqual([
      'What is MailScout?',
      'Is it legal to use MailScout?',
      'How accurate are the results?',
      'Can I look up corporate as well as personal email addresses?',
      'Will the person be notified that I searched for them?',
      'How do I cancel my subscription?',
      'Can I search international email addresses?',
    ]);
    for (const q of questions) expect(q).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter and closes with Space; aria-controls names the answer', async () => {
    const user = userEvent.setup();
    await renderMarketing();
    const question = screen.getByRole('button', { name: 'Will the person be notified that I searched for them?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('No. The person you look up is not notified of your search.');

    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('is reachable with Tab, and questions open independently', async () => {
    const user = userEvent.setup();
    await renderMarketing();
    const cancel = screen.getByRole('button', { name: 'How do I cancel my subscription?' });
    const international = screen.getByRole('button', { name: 'Can I search international email addresses?' });
    cancel.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(international).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(international).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/in your account settings/)).toBeVisible();
  });
});
