import { CATEGORY_SOURCES, PROGRESS_SECTIONS, type Preview, type SourceProgress } from '@mailscout/contracts';
import { itemOutcome, PROGRESS_ITEMS } from '../../src/funnel/progress-items';
import { emailPreview, phonePreview } from './fixtures';

const item = (id: string) => PROGRESS_ITEMS.find((i) => i.id === id)!;
const withSources = (preview: Preview, extra: Array<[SourceProgress['source'], SourceProgress['state']]>): Preview => ({
  ...preview,
  sources: [...preview.sources, ...extra.map(([source, state]) => ({ source, state, at: '2026-01-01T00:00:00.000Z' }))],
});
const view = (preview: Preview) => ({ preview, sources: {}, settled: true });

describe('progress items and the categories of docs/decisions.md#sources (one mapping in the contracts)', () => {
  it('docs/product.md#progress: five sections of six items; every item category and extra category is a report category some source can fill or none', () => {
    expect(PROGRESS_SECTIONS.map((s) => s.items.length)).toEqual([6, 6, 6, 6, 6]);
    for (const each of PROGRESS_ITEMS) for (const category of each.also) expect(CATEGORY_SOURCES[category].length).toBeGreaterThan(0);
    expect(item('usernames').also).toEqual(['possibleAccounts']);
    expect(item('provider').also).toEqual(['domainFacts']);
    // Verified links stay apart from possible accounts.
    expect(item('linkedAccounts').also).toEqual([]);
  });

  it('"Usernames" is found when only the username pivot found possible accounts, and only then', () => {
    const pivotFound = withSources(emailPreview({}, { gravatar: 'not_found', github: 'not_found', records: 'not_found' }, { usernames: 0, possibleAccounts: 2 }), [['username-pivot', 'found']]);
    expect(itemOutcome(item('usernames'), 'email', view(pivotFound)).state).toBe('found');
    const nothing = withSources(emailPreview({}, { gravatar: 'not_found', github: 'not_found', records: 'not_found' }, { usernames: 0, possibleAccounts: 0 }), [['username-pivot', 'not_found'], ['gitlab', 'not_found']]);
    expect(itemOutcome(item('usernames'), 'email', view(nothing)).state).toBe('not_found');
  });

  it('a pivot that could not look makes "Usernames" unavailable, never "nothing found"', () => {
    const walled = withSources(emailPreview({}, { gravatar: 'not_found', github: 'not_found', records: 'not_found' }, { usernames: 0, possibleAccounts: 0 }), [['username-pivot', 'error'], ['gitlab', 'not_found']]);
    expect(itemOutcome(item('usernames'), 'email', view(walled)).state).toBe('unavailable');
  });

  it('a phone lookup reads the item by its own category alone (the new sources take addresses only)', () => {
    const outcome = itemOutcome(item('provider'), 'phone', view(phonePreview()));
    expect(outcome.state).toBe('found');
  });
});
