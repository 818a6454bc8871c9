import type { RemoteDeclaration } from '@mailscout/contracts';
import { renderFrame } from '../src/server/render-frame';
import { routeSkeletonKind } from '../src/app/route-skeletons';

const remotes: RemoteDeclaration[] = [
  { name: 'marketing', manifestUrl: 'http://remote.test/m/mf-manifest.json', routes: ['/'] },
  { name: 'funnel', manifestUrl: 'http://remote.test/f/mf-manifest.json', routes: ['/email-scan', '/payment', '/order'] },
  { name: 'account', manifestUrl: 'http://remote.test/a/mf-manifest.json', routes: ['/login', '/account'] },
  { name: 'legal', manifestUrl: 'http://remote.test/l/mf-manifest.json', routes: ['/about'] },
];

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('the stage skeleton in the frame the edge renders (docs/architecture.md#stage-skeletons)', () => {
  it('puts the verification checklist’s skeleton in the HTML of /email-scan, busy and labelled, with no spinner', async () => {
    const frame = await renderFrame({ url: '/email-scan?email=a%40example.com', language: 'en', remotes, withFragment: false });
    const main = frame.html.slice(frame.html.indexOf('<main'));
    expect(main).toContain('data-stage-skeleton="checklist"');
    expect(main).toMatch(/class="ms-route-loading ms-route-loading--skeleton" aria-busy="true" role="status" aria-label="[^"]+"/);
    expect(main.match(/ms-stage-skeleton__row/g)).toHaveLength(6);
    expect(main).not.toContain('ms-spinner');
  });

  it('gives the checkout and order pages the stage template’s skeleton and the account pages a panel, in German too', async () => {
    for (const [url, kind] of [['/payment', 'stage'], ['/order', 'stage'], ['/login', 'panel'], ['/account/billing', 'panel']] as const) {
      const frame = await renderFrame({ url, language: 'de', remotes, withFragment: false });
      expect(frame.html).toContain(`data-stage-skeleton="${kind}"`);
    }
  });

  it('keeps the spinner for a route without a stage skeleton', async () => {
    const frame = await renderFrame({ url: '/about', language: 'en', remotes, withFragment: false });
    expect(frame.html).not.toContain('data-stage-skeleton');
    expect(frame.html).toContain('class="ms-route-loading" aria-busy="true"');
    expect(routeSkeletonKind('/about')).toBeUndefined();
    expect(routeSkeletonKind('/email-scan/')).toBe('checklist');
  });
});
