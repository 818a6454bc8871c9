import { findOwner } from '@mailscout/contracts';
import { testRemotes } from './render-shell';

describe('findOwner (route ownership from runtime configuration)', () => {
  it('gives "/" only to the remote that declares the root', () => {
    expect(findOwner('/', testRemotes)?.name).toBe('marketing');
    expect(findOwner('/unknown', testRemotes)).toBeUndefined();
  });

  it('gives a declared path and everything below it to its remote', () => {
    expect(findOwner('/account', testRemotes)?.name).toBe('account');
    expect(findOwner('/account/history/2', testRemotes)?.name).toBe('account');
    expect(findOwner('/accounting', testRemotes)).toBeUndefined();
  });

  it('prefers the longest declared route', () => {
    const remotes = [
      { name: 'a', manifestUrl: 'http://x.test/a.json', routes: ['/help'] },
      { name: 'b', manifestUrl: 'http://x.test/b.json', routes: ['/help/contact'] },
    ];
    expect(findOwner('/help/contact/form', remotes)?.name).toBe('b');
    expect(findOwner('/help/faq', remotes)?.name).toBe('a');
  });
});
