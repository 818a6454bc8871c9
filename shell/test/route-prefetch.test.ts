import type { RemoteDeclaration } from '@mailscout/contracts';
import { prefetchRoutesOnIntent } from '../src/remotes/route-prefetch';

const remotes: RemoteDeclaration[] = [
  { name: 'marketing', manifestUrl: 'http://m.test/mf-manifest.json', routes: ['/'] },
  { name: 'funnel', manifestUrl: 'http://f.test/mf-manifest.json', routes: ['/email-scan', '/payment'] },
];

function page() {
  document.body.innerHTML = `
    <main>
      <form action="/email-scan" data-prefetch-route="/email-scan"><input id="email" name="email"><button type="submit">Search</button></form>
      <input id="elsewhere">
    </main>`;
  const ensure = jest.fn();
  const stop = prefetchRoutesOnIntent({ ensure }, remotes);
  return { ensure, stop, field: document.getElementById('email') as HTMLInputElement };
}

describe('fetching the funnel’s code when the visitor starts a search (docs/architecture.md#funnel-prefetch)', () => {
  it('fetches nothing before the visitor focuses or types in the search', () => {
    const { ensure, stop } = page();
    (document.getElementById('elsewhere') as HTMLInputElement).focus();
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(ensure).not.toHaveBeenCalled();
    stop();
  });

  it('fetches the route owner’s code once, at the first focus in the search form', () => {
    const { ensure, stop, field } = page();
    field.focus();
    expect(ensure).toHaveBeenCalledWith('funnel');
    field.blur();
    field.focus();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(ensure).toHaveBeenCalledTimes(1);
    stop();
  });

  it('fetches it when text arrives without a focus event first (typed or filled in)', () => {
    const { ensure, stop, field } = page();
    field.value = 'someone@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(ensure).toHaveBeenCalledWith('funnel');
    stop();
  });
});
