import type { FastifyInstance } from 'fastify';
import type { Language } from '@mailscout/contracts';
import { DomainError } from '../errors/domain-error';
import type { OtpPurpose } from '../store/repositories/otp-codes-repository';
import { CODE_TTL_MS, codeHasher, generateCode, MAX_WRONG_TRIES_PER_CODE, sameHash } from './one-time-code';

const HOUR_MS = 60 * 60 * 1000;
export const INVALID_CODE_MESSAGE = 'Invalid or expired OTP code';

const tooMany = () =>
  new DomainError({ code: 'RATE_LIMITED', statusCode: 429, message: 'Too many requests. Please try again later.' });
const invalidCode = () => new DomainError({ code: 'INVALID_OTP', statusCode: 400, message: INVALID_CODE_MESSAGE });

/**
 * One-time codes for sign-in, cancellation and opt-out (DECISIONS §4): six CSPRNG digits,
 * stored as a keyed hash, single use, 10 minutes, 5 wrong tries per code, and per-address and
 * per-client limits that hold across processes.
 */
export function oneTimeCodes(app: FastifyInstance) {
  const hashCode = codeHasher(app.config.secrets.otp);
  const limits = app.config.otp;
  const counters = app.store.rateCounters;

  return {
    /**
     * Issues and mails a code when `shouldSend` (e.g. the account exists). Whether or not it
     * sends, the limits are counted the same way, so the answer reveals nothing. With
     * `private: true` (sign-in) the code is issued and mailed after the answer, so the answer
     * also takes the same time for an address with or without an account (DECISIONS §4); a mail
     * failure is then only logged. Otherwise a mail failure is the caller's 503.
     */
    async request(input: { email: string; purpose: OtpPurpose; language: Language; clientIp: string; shouldSend: boolean; private?: boolean }) {
      const emailHash = app.hashEmail(input.email);
      const perClient = await counters.hit(`otp-client:${input.clientIp}`, HOUR_MS);
      const perAddress = await counters.hit(`otp-address:${input.purpose}:${emailHash}`, HOUR_MS);
      if (perClient > limits.requestsPerClientPerHour || perAddress > limits.requestsPerAddressPerHour) throw tooMany();
      if (!input.shouldSend) return;
      const issueAndSend = async () => {
        const code = generateCode();
        await app.store.otpCodes.issue({
          emailHash,
          purpose: input.purpose,
          codeHash: hashCode(emailHash, input.purpose, code),
          expiresAt: new Date(Date.now() + CODE_TTL_MS),
          language: input.language,
        });
        await app.mailer.send(input.email, { kind: 'code', purpose: input.purpose, code }, input.language);
      };
      if (input.private) {
        issueAndSend().catch((error: unknown) => app.log.error({ err: error }, 'one-time code not sent'));
        return;
      }
      try {
        await issueAndSend();
      } catch (error) {
        app.log.error({ err: error }, 'one-time code not sent');
        throw new DomainError({ code: 'MAIL_UNAVAILABLE', statusCode: 503, message: 'We could not send the email right now. Please try again in a moment.' });
      }
    },

    /**
     * Checks a code; with `consume` it is used up (only one caller can succeed). Answers the
     * language the code was asked for in (undefined for codes stored without one).
     */
    async verify(input: { email: string; purpose: OtpPurpose; code: string; consume: boolean }): Promise<{ language: Language | undefined }> {
      const emailHash = app.hashEmail(input.email);
      const wrongKey = `otp-wrong:${emailHash}`;
      if ((await counters.current(wrongKey, HOUR_MS)) >= limits.wrongTriesPerAddressPerHour) throw tooMany();
      const active = await app.store.otpCodes.findActive(emailHash, input.purpose);
      const expected = active ? active.codeHash : hashCode(emailHash, input.purpose, '------');
      const matches = sameHash(expected, hashCode(emailHash, input.purpose, input.code));
      if (!active || active.wrongTries >= MAX_WRONG_TRIES_PER_CODE) throw invalidCode();
      if (!matches) {
        await app.store.otpCodes.recordWrongTry(active._id);
        await counters.hit(wrongKey, HOUR_MS);
        throw invalidCode();
      }
      if (input.consume && !(await app.store.otpCodes.consume(active._id, MAX_WRONG_TRIES_PER_CODE))) throw invalidCode();
      return { language: active.language };
    },
  };
}
export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
