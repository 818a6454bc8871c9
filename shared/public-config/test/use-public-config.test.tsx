import { act, renderHook, waitFor } from '@testing-library/react';
import { publicConfigStore, usePublicConfig } from '../src';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';

const config = testPublicConfig();

beforeEach(() => publicConfigStore.reset());

it('fetches the public configuration once for every component that asks', async () => {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const first = renderHook(() => usePublicConfig());
  const second = renderHook(() => usePublicConfig());
  await waitFor(() => expect(first.result.current.status).toBe('ready'));
  expect(second.result.current.status).toBe('ready');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('reports a failure and can retry', async () => {
  let up = false;
  global.fetch = jest.fn(async () => (up ? new Response(JSON.stringify(config)) : new Response('{}', { status: 503 }))) as unknown as typeof fetch;
  const { result } = renderHook(() => usePublicConfig());
  await waitFor(() => expect(result.current.status).toBe('error'));
  up = true;
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.status).toBe('ready'));
});
