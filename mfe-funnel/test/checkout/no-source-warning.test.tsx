import { act, screen } from '@testing-library/react';
import { i18n } from '@mailscout/i18n';
import { NoSourceWarning } from '../../src/checkout/no-source-warning';
import { rememberPreview, resetRememberedPreviews } from '../../src/flow/preview-store';
import { emailPreview, noHints } from '../funnel/fixtures';
import { renderPage, resetPage } from './helpers';

const TARGET = 'jane@example.com';
const unreachable = emailPreview({ hints: { ...noHints, noNetworkedSourceAnswered: true } }, { gravatar: 'error', github: 'timeout', hibp: 'error', records: 'not_found' });

beforeEach(async () => {
  await resetPage();
  resetRememberedPreviews();
});

describe('the warning before payment (docs/decisions.md#credit-back)', () => {
  it('says nothing while the preview is unknown, running, or any networked source answered', () => {
    renderPage(<NoSourceWarning kind="email" target={TARGET} />);
    expect(screen.queryByTestId('no-source-warning')).not.toBeInTheDocument();
    act(() => rememberPreview('email', TARGET, { ...unreachable, status: 'running' }));
    expect(screen.queryByTestId('no-source-warning')).not.toBeInTheDocument();
    act(() => rememberPreview('email', TARGET, emailPreview({ hints: { ...noHints, noNetworkedSourceAnswered: false } })));
    expect(screen.queryByTestId('no-source-warning')).not.toBeInTheDocument();
  });

  it('appears as a status once the preview saw every networked source fail, for that target only', () => {
    renderPage(
      <>
        <NoSourceWarning kind="email" target={TARGET} />
        <NoSourceWarning kind="email" target="other@example.com" />
      </>,
    );
    act(() => rememberPreview('email', 'Jane@Example.com', unreachable));
    const warnings = screen.getAllByRole('status').filter((element) => element.dataset.testid === 'no-source-warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toHaveTextContent('Our sources could not be reached just now.');
    expect(warnings[0]).toHaveTextContent('If none answers during your lookup, the credit is returned automatically.');
  });

  it('says it in German', async () => {
    await i18n.changeLanguage('de');
    rememberPreview('email', TARGET, unreachable);
    renderPage(<NoSourceWarning kind="email" target={TARGET} />);
    expect(screen.getByTestId('no-source-warning')).toHaveTextContent('Unsere Quellen sind gerade nicht erreichbar.');
    expect(screen.getByTestId('no-source-warning')).toHaveTextContent('Antwortet während Ihrer Suche keine davon, wird das Guthaben automatisch zurückgebucht.');
  });
});
