import { forgetAccounts, queryClient, queryKeys, resetServerState } from '../src';

beforeEach(() => resetServerState());

describe('the page’s one server-state cache', () => {
  it('keys an account’s answers by its address, whatever its case', () => {
    expect(queryKeys.credits('Jane.Doe@Example.com')).toEqual(queryKeys.credits('jane.doe@example.com'));
    expect(queryKeys.me('A@B.co')).toEqual(['account', 'a@b.co', 'me']);
  });

  it('keeps the balance and the public configuration for the page’s life, not an account screen’s answer', () => {
    queryClient.setQueryData(queryKeys.credits('a@b.co'), 3);
    queryClient.setQueryData(queryKeys.publicConfig, { any: 'config' });
    queryClient.setQueryData(queryKeys.reports('a@b.co'), { reports: [] });
    const gcTime = (key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key })?.gcTime;
    expect(gcTime(queryKeys.credits('a@b.co'))).toBe(Infinity);
    expect(gcTime(queryKeys.publicConfig)).toBe(Infinity);
    expect(gcTime(queryKeys.reports('a@b.co'))).toBe(0);
  });

  it('forgets every account’s answers at sign-out and keeps the public configuration', () => {
    queryClient.setQueryData(queryKeys.credits('a@b.co'), 3);
    queryClient.setQueryData(queryKeys.me('a@b.co'), { email: 'a@b.co' });
    queryClient.setQueryData(queryKeys.publicConfig, { any: 'config' });
    forgetAccounts();
    expect(queryClient.getQueryData(queryKeys.credits('a@b.co'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.me('a@b.co'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.publicConfig)).toEqual({ any: 'config' });
  });
});
