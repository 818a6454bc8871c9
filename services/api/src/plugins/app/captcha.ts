import fp from 'fastify-plugin';
import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge, Solution } from 'altcha-lib/types';
import { DomainError } from '../../errors/domain-error';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: {
      /**
       * A fresh ALTCHA challenge for the widget (only with the ALTCHA provider). With a `need`,
       * one bound to that subject (an address's code requests) and as hard as its tier asks.
       */
      challenge(need?: ChallengeNeed): Promise<Challenge>;
      /**
       * Throws the original's captcha error unless the token is a valid, unused solution; with a
       * `need` (ALTCHA only), one made for that subject at that tier or harder.
       */
      verify(token: string | undefined, clientIp: string, need?: ChallengeNeed): Promise<void>;
    };
  }
}

/**
 * What a proof of work must be made for (docs/decisions.md#owner-path): a subject (a keyed tag of an
 * address, never the address) and a tier; each tier doubles the expected work, up to
 * MAX_CHALLENGE_TIER, so asking for codes again and again costs more and more.
 */
export interface ChallengeNeed {
  subject: string;
  tier: number;
}
export const MAX_CHALLENGE_TIER = 6;
const BASE_COUNTER = { min: 5_000, max: 50_000 } as const;

export const CAPTCHA_MESSAGE = 'Please complete the CAPTCHA verification.';
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const VERIFY_URLS = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

const captchaError = () => new DomainError({ code: 'CAPTCHA_REQUIRED', message: CAPTCHA_MESSAGE });

/** A solved challenge's signed data is for this subject, at this tier or harder. */
function meets(data: Record<string, unknown> | undefined, need: ChallengeNeed): boolean {
  const tier = typeof data?.tier === 'number' ? data.tier : -1;
  return data?.subject === need.subject && tier >= Math.min(need.tier, MAX_CHALLENGE_TIER);
}

function decodePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    return parsed.challenge && parsed.solution ? { challenge: parsed.challenge, solution: parsed.solution } : null;
  } catch {
    return null;
  }
}

/**
 * docs/decisions.md#bot-challenge: self-hosted proof of work (ALTCHA) by default, no third party and offline;
 * hCaptcha or Turnstile by configuration, verified server-side. A solved ALTCHA challenge is
 * accepted once (its signature is remembered until it expires).
 */
export default fp(
  async function captcha(app) {
    const { provider, secret } = app.config.captcha;
    const hmacSecret = crypto.createHmac('sha256', app.config.secrets.session).update('mailscout:altcha:v1').digest('hex');
    const used = app.store.rateCounters;

    app.decorate('captcha', {
      async challenge(need?: ChallengeNeed) {
        const tier = Math.max(0, Math.min(MAX_CHALLENGE_TIER, Math.floor(need?.tier ?? 0)));
        const scale = 2 ** tier;
        return createChallenge({
          algorithm: 'SHA-256',
          cost: 1,
          counter: randomInt(BASE_COUNTER.min * scale, BASE_COUNTER.max * scale),
          // Signed with the rest: a solution cannot claim another subject or a higher tier.
          ...(need ? { data: { subject: need.subject, tier } } : {}),
          deriveKey,
          expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
          hmacSignatureSecret: hmacSecret,
        });
      },
      async verify(token: string | undefined, clientIp: string, need?: ChallengeNeed) {
        if (!token) throw captchaError();
        if (provider === 'altcha') {
          const payload = decodePayload(token);
          if (!payload) throw captchaError();
          const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: hmacSecret }).catch(() => null);
          if (!result?.verified) throw captchaError();
          if (need && !meets(payload.challenge.parameters.data, need)) throw captchaError();
          // Replays of one solution: the first use counts it, any later one is refused.
          if ((await used.hit(`altcha:${payload.challenge.signature}`, CHALLENGE_TTL_MS * 2)) > 1) throw captchaError();
          return;
        }
        const response = await fetch(app.config.captcha.verifyUrl ?? VERIFY_URLS[provider], {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: secret ?? '', response: token, remoteip: clientIp }),
          signal: AbortSignal.timeout(5000),
        }).catch(() => null);
        const body = response?.ok ? ((await response.json()) as { success?: boolean }) : null;
        if (!body?.success) throw captchaError();
      },
    });
  },
  { name: 'captcha', dependencies: ['config', 'database'] },
);
