import { searchPixelUrl } from '../src/search/search-pixel';

const event = { kind: 'email' as const, status: 'not-found' };

describe('search pixel (docs/product.md#states)', () => {
  it('fires nothing unless one is configured', () => {
    expect(searchPixelUrl({ searchPixelUrl: null, testCode: 'T' }, event, 'localhost')).toBeNull();
  });

  it('carries the event and status, never an address, and the test code only on localhost', () => {
    const config = { searchPixelUrl: 'https://pixel.example/collect?site=ms', testCode: 'TEST123' };
    const local = new URL(searchPixelUrl(config, event, 'localhost')!);
    expect(Object.fromEntries(local.searchParams)).toEqual({ site: 'ms', event: 'search', kind: 'email', status: 'not-found', test_code: 'TEST123' });
    const live = new URL(searchPixelUrl(config, event, 'mailscout.example')!);
    expect(live.searchParams.has('test_code')).toBe(false);
    expect(live.toString()).not.toContain('@');
  });
});
