import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApiRequestError } from '@mailscout/api-client';
import { useCodeFlow, type ChallengeMode, type CodeFlowOptions } from '../src';

// A namespace of its own, so the texts a page would show are what the tests read.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['flow'],
  defaultNS: 'flow',
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
  resources: {
    en: {
      flow: {
        required: 'Required.',
        invalidEmail: 'Not an address.',
        codeLength: 'Six digits, please.',
        challengeMissing: 'Solve the challenge first.',
        requestFailed: 'Could not send the code.',
        verifyFailed: 'Could not check the code.',
        network: 'No connection.',
        invalidCode: 'Invalid or expired code.',
        usedUp: 'This code is used up: ask for a new one.',
        rateLimited: 'Too many tries.',
        guessesUsedUp: 'Too many wrong codes. Try again in {{minutes}} minutes.',
        challengeRequired: 'Continue on the sign-in page.',
      },
    },
  },
});

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

const apiError = (status: number, code: string, retryAfterSeconds?: number) => new ApiRequestError('No.', status, code, { error: code, message: 'No.' }, retryAfterSeconds);

function setUp(challenge: ChallengeMode = 'on-demand', overrides: Partial<CodeFlowOptions<{ ok: true }>> = {}) {
  const request = jest.fn<Promise<unknown>, [string, string | undefined]>(() => Promise.resolve({}));
  const verify = jest.fn<Promise<{ ok: true }>, [string, string, string | undefined]>(() => Promise.resolve({ ok: true }));
  const onVerified = jest.fn();
  const options: CodeFlowOptions<{ ok: true }> = {
    namespace: 'flow',
    challenge,
    request,
    verify,
    onVerified,
    errors: {
      failed: { request: 'requestFailed', verify: 'verifyFailed' },
      unreachable: { request: 'network', verify: 'network' },
      byCode: { CODE_GUESSES_USED_UP: 'guessesUsedUp', CODE_USED_UP: 'usedUp', CAPTCHA_REQUIRED: 'challengeRequired' },
      rateLimited: 'rateLimited',
      invalidCode: 'invalidCode',
    },
    fields: { required: 'required', invalidEmail: 'invalidEmail', codeLength: 'codeLength', challengeMissing: 'challengeMissing' },
    ...overrides,
  };
  const hook = renderHook(() => useCodeFlow(options), { wrapper });
  return { hook, request, verify, onVerified };
}

async function toCodeStep(setup: ReturnType<typeof setUp>) {
  await act(() => setup.hook.result.current.requestCode('Jane.Doe@Example.com'));
  expect(setup.hook.result.current.step).toBe('code');
}

describe('useCodeFlow (docs/architecture.md#code-flow)', () => {
  it('requests a code for a checked, normalised address, then proves the code', async () => {
    const setup = setUp();
    const { result } = setup.hook;
    await act(() => result.current.requestCode(''));
    expect(result.current.fieldError).toBe('Required.');
    await act(() => result.current.requestCode('not an address'));
    expect(result.current.fieldError).toBe('Not an address.');
    expect(setup.request).not.toHaveBeenCalled();

    await toCodeStep(setup);
    expect(setup.request).toHaveBeenCalledWith('jane.doe@example.com', undefined);
    expect(result.current).toMatchObject({ email: 'jane.doe@example.com', sent: 'first', sentCount: 1, fieldError: null, error: null, busy: null });

    await act(() => result.current.verify(' 123456 '));
    expect(setup.verify).toHaveBeenCalledWith('jane.doe@example.com', '123456', undefined);
    expect(setup.onVerified).toHaveBeenCalledWith({ ok: true }, 'jane.doe@example.com');
  });

  it('a short or missing code is refused before any call', async () => {
    const setup = setUp();
    await toCodeStep(setup);
    const { result } = setup.hook;
    await act(() => result.current.verify(''));
    expect(result.current.fieldError).toBe('Required.');
    await act(() => result.current.verify('12345'));
    expect(result.current.fieldError).toBe('Six digits, please.');
    expect(setup.verify).not.toHaveBeenCalled();
  });

  it('a wrong code says so and keeps the step; the next right code passes', async () => {
    const setup = setUp();
    await toCodeStep(setup);
    const { result } = setup.hook;
    setup.verify.mockRejectedValueOnce(apiError(400, 'INVALID_OTP'));
    let passed = true;
    await act(async () => {
      passed = await result.current.verify('111111');
    });
    expect(passed).toBe(false);
    expect(result.current).toMatchObject({ step: 'code', error: 'Invalid or expired code.', busy: null, codeUsedUp: false });
    expect(setup.onVerified).not.toHaveBeenCalled();
    await act(() => result.current.verify('222222'));
    expect(result.current.error).toBeNull();
    expect(setup.onVerified).toHaveBeenCalledTimes(1);
  });

  it('an expired code is refused like a wrong one; a used-up code asks for a new one, which resend clears', async () => {
    const setup = setUp();
    await toCodeStep(setup);
    const { result } = setup.hook;
    setup.verify.mockRejectedValueOnce(apiError(400, 'INVALID_OTP'));
    await act(() => result.current.verify('123456'));
    expect(result.current.error).toBe('Invalid or expired code.');

    setup.verify.mockRejectedValueOnce(apiError(400, 'CODE_USED_UP'));
    await act(() => result.current.verify('123456'));
    expect(result.current).toMatchObject({ error: 'This code is used up: ask for a new one.', codeUsedUp: true });

    await act(() => result.current.resend());
    expect(setup.request).toHaveBeenCalledTimes(2);
    expect(setup.request).toHaveBeenLastCalledWith('jane.doe@example.com', undefined);
    expect(result.current).toMatchObject({ sent: 'again', sentCount: 2, codeUsedUp: false, error: null, step: 'code' });
  });

  it('rate limits: a 429 says so; used-up guesses name the wait from Retry-After in whole minutes', async () => {
    const setup = setUp();
    const { result } = setup.hook;
    setup.request.mockRejectedValueOnce(apiError(429, 'RATE_LIMITED', 30));
    await act(() => result.current.requestCode('jane.doe@example.com'));
    expect(result.current).toMatchObject({ step: 'email', error: 'Too many tries.' });

    await toCodeStep(setup);
    setup.verify.mockRejectedValueOnce(apiError(429, 'CODE_GUESSES_USED_UP', 9 * 60 + 1));
    await act(() => result.current.verify('123456'));
    expect(result.current.error).toBe('Too many wrong codes. Try again in 10 minutes.');
  });

  it('no answer at all is the network text; any other server failure the fallback of the call', async () => {
    const setup = setUp();
    const { result } = setup.hook;
    setup.request.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => result.current.requestCode('jane.doe@example.com'));
    expect(result.current.error).toBe('No connection.');
    setup.request.mockRejectedValueOnce(apiError(500, 'INTERNAL_ERROR'));
    await act(() => result.current.requestCode('jane.doe@example.com'));
    expect(result.current.error).toBe('Could not send the code.');
  });

  it('challenge on demand: CAPTCHA_REQUIRED shows it and keeps the step; the same call goes again with the solution, used once', async () => {
    const setup = setUp('on-demand');
    const { result } = setup.hook;
    expect(result.current.challenge.shown).toBe(false);
    setup.request.mockRejectedValueOnce(apiError(400, 'CAPTCHA_REQUIRED'));
    await act(() => result.current.requestCode('jane.doe@example.com'));
    expect(result.current).toMatchObject({ step: 'email', error: null });
    expect(result.current.challenge).toMatchObject({ shown: true, focusRequest: 1, email: 'jane.doe@example.com' });

    // Not solved yet: nothing is sent, focus goes to the challenge again.
    await act(() => result.current.requestCode('jane.doe@example.com'));
    expect(setup.request).toHaveBeenCalledTimes(1);
    expect(result.current.challenge.focusRequest).toBe(2);

    const resetKey = result.current.challenge.resetKey;
    act(() => result.current.challenge.onToken('solved-1'));
    await act(() => result.current.requestCode('jane.doe@example.com'));
    expect(setup.request).toHaveBeenLastCalledWith('jane.doe@example.com', 'solved-1');
    expect(result.current.step).toBe('code');
    expect(result.current.challenge).toMatchObject({ shown: false, token: null, resetKey: resetKey + 1 });
  });

  it('challenge always: a code request waits for the solution and carries it; a refused one starts the widget afresh', async () => {
    const setup = setUp('always', { fixedEmail: 'jane.doe@example.com' });
    const { result } = setup.hook;
    expect(result.current.challenge.shown).toBe(true);
    await act(() => result.current.requestCode());
    expect(result.current.error).toBe('Solve the challenge first.');
    expect(setup.request).not.toHaveBeenCalled();

    act(() => result.current.challenge.onToken('solved-1'));
    setup.request.mockRejectedValueOnce(apiError(400, 'CAPTCHA_FAILED'));
    await act(() => result.current.requestCode());
    expect(setup.request).toHaveBeenLastCalledWith('jane.doe@example.com', 'solved-1');
    expect(result.current.challenge).toMatchObject({ token: null, resetKey: 1 });

    act(() => result.current.challenge.onToken('solved-2'));
    await act(() => result.current.requestCode());
    expect(result.current.step).toBe('code');
    // The code check carries no solution: only the request needs one.
    await act(() => result.current.verify('123456'));
    expect(setup.verify).toHaveBeenCalledWith('jane.doe@example.com', '123456', undefined);
  });

  it('challenge always, where the page asks: a refused code check also starts the widget afresh', async () => {
    const setup = setUp('always', { fixedEmail: 'jane.doe@example.com', freshChallengeAfterAnyFailure: true });
    const { result } = setup.hook;
    act(() => result.current.challenge.onToken('solved-1'));
    await act(() => result.current.requestCode());
    expect(result.current.challenge.resetKey).toBe(0);
    setup.verify.mockRejectedValueOnce(apiError(400, 'INVALID_OTP'));
    await act(() => result.current.verify('123456'));
    expect(result.current.challenge).toMatchObject({ token: null, resetKey: 1 });
  });

  it('no solver on the page: CAPTCHA_REQUIRED is said in the page’s words', async () => {
    const setup = setUp('none', { fixedEmail: 'jane.doe@example.com' });
    const { result } = setup.hook;
    setup.request.mockRejectedValueOnce(apiError(400, 'CAPTCHA_REQUIRED'));
    await act(() => result.current.requestCode());
    expect(result.current).toMatchObject({ error: 'Continue on the sign-in page.', step: 'email' });
    expect(result.current.challenge.shown).toBe(false);
  });

  it('restart goes back to the address with nothing of the last try kept', async () => {
    const setup = setUp();
    await toCodeStep(setup);
    const { result } = setup.hook;
    setup.verify.mockRejectedValueOnce(apiError(400, 'CODE_USED_UP'));
    await act(() => result.current.verify('123456'));
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ step: 'email', error: null, fieldError: null, sent: null, codeUsedUp: false });
  });
});
