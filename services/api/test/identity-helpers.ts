import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { App } from '../src/app';

/**
 * Solves the API's ALTCHA challenge the way the browser widget does, and encodes the payload;
 * with a subject, the challenge made for that address (docs/decisions.md#owner-path).
 */
export async function solveCaptcha(app: App, subject?: { email: string; purpose?: string }): Promise<string> {
  const query = subject ? `?${new URLSearchParams({ email: subject.email, purpose: subject.purpose ?? 'login' }).toString()}` : '';
  const challenge = (await app.inject({ url: `/api/captcha/challenge${query}` })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
