import { renderHook, waitFor } from '@testing-library/react';
import { publicConfigStore, readInlinePublicConfig, usePublicConfig } from '../src';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';

function inline(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'ms-public-config';
  element.textContent = text;
  document.body.append(element);
}

beforeEach(() => {
  document.body.innerHTML = '';
  publicConfigStore.reset();
});

describe('the public configuration the edge inlines (docs/architecture.md#prerendered-pages)', () => {
  it('is read when it matches the contract', () => {
    inline(JSON.stringify(testPublicConfig()));
    expect(readInlinePublicConfig()).toEqual(testPublicConfig());
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '{"catalogue":'],
    ['not the contract', JSON.stringify({ supportEmail: 42 })],
  ])('is ignored when %s', (_, text) => {
    if (text !== null) inline(text);
    expect(readInlinePublicConfig()).toBeUndefined();
  });

  it('makes usePublicConfig ready on the first render, without a request', () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    inline(JSON.stringify(testPublicConfig()));
    const renders: string[] = [];
    const { result } = renderHook(() => {
      const state = usePublicConfig();
      renders.push(state.status);
      return state;
    });
    expect(renders[0]).toBe('ready');
    expect(result.current.status === 'ready' && result.current.config.supportEmail).toBe('support@mailscout.example');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is fetched as usual when the inlined copy is bad', async () => {
    const config = testPublicConfig();
    global.fetch = jest.fn(async () => new Response(JSON.stringify(config), { status: 200 })) as unknown as typeof fetch;
    inline('not json');
    const { result } = renderHook(() => usePublicConfig());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
