import type { ScanResultsResponse, SourceId, SourceState } from '@mailscout/contracts';
import { AT, results } from './helpers';

const seen = (source: SourceId) => ({ source, seenAt: AT });
const progress = (source: SourceId, state: SourceState) => ({ source, state, at: AT });

/** A report with data in most categories, as the lookup engine assembles it. */
export function richReport(states: Partial<Record<SourceId, SourceState>> = {}): ScanResultsResponse {
  const sources: SourceId[] = ['local-checks', 'gravatar', 'github', 'hibp', 'records'];
  return results('jane@example.com', {
    sources: sources.map((source) => progress(source, states[source] ?? 'found')),
    emailChecks: { valid: true, type: 'personal', role: false, deliverability: 'deliverable' },
    names: [{ value: 'Jane Doe', ...seen('gravatar') }],
    ages: [{ value: 34, ...seen('records') }],
    locations: [{ value: { address: 'Berlin, Germany', current: true }, ...seen('gravatar') }],
    usernames: [
      { value: 'janedoe', ...seen('github') },
      { value: 'jd', ...seen('records') },
    ],
    photos: [{ value: { url: 'https://gravatar.example/avatar/1.png' }, ...seen('gravatar') }],
    emails: [{ value: { address: 'jane.work@example.com', primary: false }, ...seen('github') }],
    phones: [{ value: { number: '+49 151 23456789', type: 'mobile' }, ...seen('records') }],
    accounts: [
      { value: { site: 'GitHub', url: 'https://github.com/janedoe', username: 'janedoe' }, ...seen('github') },
      { value: { site: 'LinkedIn', url: 'https://www.linkedin.com/in/janedoe', username: null }, ...seen('gravatar') },
      { value: { site: 'X', url: 'https://x.com/janedoe', username: 'janedoe' }, ...seen('gravatar') },
      { value: { site: 'Instagram', url: 'https://instagram.com/janedoe', username: null }, ...seen('records') },
      { value: { site: 'Facebook', url: 'http://facebook.com/janedoe', username: null }, ...seen('records') },
      { value: { site: 'Mastodon', url: 'https://mastodon.example/@jane', username: null }, ...seen('records') },
      { value: { site: 'Evil', url: 'javascript:alert(1)', username: null }, ...seen('records') },
      { value: { site: 'Relative', url: '/profile/jane', username: null }, ...seen('records') },
    ],
    breaches: [
      {
        value: {
          name: 'Adobe',
          title: 'Adobe',
          domain: 'adobe.com',
          breachDate: '2013-10-04',
          pwnCount: 152445165,
          dataClasses: ['Email addresses', 'Passwords'],
          description: 'In October 2013, 153 million Adobe accounts were breached.',
        },
        ...seen('hibp'),
      },
    ],
  });
}
