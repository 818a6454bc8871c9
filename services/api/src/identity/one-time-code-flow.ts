import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import type { Language } from '@mailscout/contracts';
import { DomainError } from '../errors/domain-error';
import { currentRequest } from '../plugins/external/client-context';
import type { OtpPurpose } from '../store/repositories/otp-codes-repository';
import { CODE_TTL_MS, codeHasher, generateCode, MAX_WRONG_TRIES_PER_CODE, sameHash } from './one-time-code';

const HOUR_MS = 60 * 60 * 1000;
export const INVALID_CODE_MESSAGE = 'Invalid or expired OTP code';

/** Wrong tries on one address from one client after which that client solves the bot challenge for each further try. */
export const CHALLENGE_AFTER_WRONG_TRIES = MAX_WRONG_TRIES_PER_CODE;
/**
 * Code requests for one address from all clients together, as a multiple of the per-address
 * limit: past the limit each request needs the bot challenge, past this none is sent within the
 * hour, so an address cannot be flooded with mail.
 */
const ADDRESS_REQUEST_CEILING = 4;
// Recorded as a wrong try when there is no code: a write that matches nothing, costing the same.
const NO_CODE = new ObjectId('000000000000000000000000');

const tooMany = () =>
  new DomainError({ code: 'RATE_LIMITED', statusCode: 429, message: 'Too many requests. Please try again later.' });
const invalidCode = () => new DomainError({ code: 'INVALID_OTP', statusCode: 400, message: INVALID_CODE_MESSAGE });
/**
 * docs/decisions.md#sign-in-codes: the code's wrong tries are spent, so even the right code is refused
 * now; the page says to ask for a new one. Every address gets a code when one is asked for, mailed or
 * not, so this tells nothing about an account.
 */
const codeUsedUp = () =>
  new DomainError({ code: 'CODE_USED_UP', statusCode: 400, message: 'This code was entered wrongly too many times and can no longer be used. Please request a new code.' });

interface Caller {
  /** The client's address as the trusted proxies say (TRUST_PROXY); the request's own by default. */
  clientIp?: string;
  /** The bot challenge's answer; the request body's `captchaToken` by default. */
  captchaToken?: string;
  /** The route has already checked the bot challenge in this request (opt-out, cancel). */
  captchaVerified?: boolean;
}

function callerOf(input: Caller) {
  const request = currentRequest();
  const body = request?.body as { captchaToken?: unknown } | undefined;
  return {
    ip: input.clientIp ?? request?.ip ?? 'unknown',
    captchaToken: input.captchaToken ?? (typeof body?.captchaToken === 'string' ? body.captchaToken : undefined),
  };
}

/**
 * One-time codes for sign-in, cancellation and opt-out (docs/decisions.md#sign-in-codes): six CSPRNG digits,
 * stored as a keyed hash, single use, 10 minutes, 5 wrong tries per code, and limits per client,
 * per address and client, and per address that hold across processes (in the database).
 *
 * Issue 14.2, nobody can lock the owner out and no answer tells whether an address has an account:
 * - every address goes the same way: a code is stored for it whether or not it is mailed, wrong
 *   tries are counted alike, so status, body, limits and time are the same for all;
 * - a client that keeps guessing on an address is refused alone (429); past a few wrong tries it
 *   solves the bot challenge for each try, and so does everyone once the address has had many
 *   wrong tries in the last hour (CAPTCHA_REQUIRED), which the owner can do with a fresh code.
 */
export function oneTimeCodes(app: FastifyInstance) {
  const hashCode = codeHasher(app.config.secrets.otp);
  const limits = app.config.otp;
  const counters = app.store.rateCounters;

  const challenge = (caller: Caller, who: ReturnType<typeof callerOf>) =>
    caller.captchaVerified ? Promise.resolve() : app.captcha.verify(who.captchaToken, who.ip);

  return {
    /**
     * Issues a code (for every address) and mails it when `shouldSend` (e.g. the account exists).
     * Whether or not it sends, the limits and the stored code are the same, so the answer reveals
     * nothing. With `private: true` (sign-in) the code is mailed after the answer, so the answer
     * also takes the same time (docs/decisions.md#identity); a mail failure is then only logged. Otherwise a
     * mail failure is the caller's 503.
     */
    async request(input: Caller & { email: string; purpose: OtpPurpose; language: Language; shouldSend: boolean; private?: boolean }) {
      const who = callerOf(input);
      const emailHash = app.hashEmail(input.email);
      const addressKey = `otp-address:${input.purpose}:${emailHash}`;
      const [perClient, perAddressAndClient, addressSoFar] = await Promise.all([
        counters.hit(`otp-client:${who.ip}`, HOUR_MS),
        counters.hit(`otp-pair:${input.purpose}:${emailHash}:${who.ip}`, HOUR_MS),
        counters.current(addressKey, HOUR_MS),
      ]);
      const perAddressLimit = limits.requestsPerAddressPerHour;
      if (perClient > limits.requestsPerClientPerHour || perAddressAndClient > perAddressLimit) throw tooMany();
      if (addressSoFar >= perAddressLimit) await challenge(input, who);
      // Only requests let through count for the address: unsolved ones cannot fill its ceiling.
      if ((await counters.hit(addressKey, HOUR_MS)) > perAddressLimit * ADDRESS_REQUEST_CEILING) throw tooMany();

      const code = generateCode();
      await app.store.otpCodes.issue({
        emailHash,
        purpose: input.purpose,
        codeHash: hashCode(emailHash, input.purpose, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
        language: input.language,
      });
      // Not mailed: a code nobody knows, so a guess against it goes the way a guess against a mailed one does.
      if (!input.shouldSend) return;
      const send = () => app.mailer.send(input.email, { kind: 'code', purpose: input.purpose, code }, input.language);
      if (input.private) {
        // Not even rendered before the answer is on its way (rendering would be time only an account's answer takes).
        setImmediate(() => send().catch((error: unknown) => app.log.error({ err: error }, 'one-time code not sent')));
        return;
      }
      try {
        await send();
      } catch (error) {
        app.log.error({ err: error }, 'one-time code not sent');
        throw new DomainError({ code: 'MAIL_UNAVAILABLE', statusCode: 503, message: 'We could not send the email right now. Please try again in a moment.' });
      }
    },

    /**
     * Checks a code; with `consume` it is used up (only one caller can succeed). Answers the
     * language the code was asked for in (undefined for codes stored without one). `owner`: the
     * caller is signed in as the address (cancellation): it is never asked for the bot challenge and
     * its typing mistakes do not count against the address (its own limits still hold).
     */
    async verify(input: Caller & { email: string; purpose: OtpPurpose; code: string; consume: boolean; owner?: boolean }): Promise<{ language: Language | undefined }> {
      const who = callerOf(input);
      const emailHash = app.hashEmail(input.email);
      const fromClientKey = `otp-wrong-pair:${emailHash}:${who.ip}`;
      const onAddressKey = `otp-wrong:${emailHash}`;
      const [fromClient, onAddress] = await Promise.all([counters.sliding(fromClientKey, HOUR_MS), counters.sliding(onAddressKey, HOUR_MS)]);
      if (fromClient >= limits.wrongTriesPerAddressAndClientPerHour) throw tooMany();
      if (!input.owner && (fromClient >= CHALLENGE_AFTER_WRONG_TRIES || onAddress >= limits.wrongTriesPerAddressPerHour)) await challenge(input, who);

      const active = await app.store.otpCodes.findActive(emailHash, input.purpose);
      const matches = sameHash(active?.codeHash ?? hashCode(emailHash, input.purpose, '------'), hashCode(emailHash, input.purpose, input.code));
      if (active && matches && active.wrongTries < MAX_WRONG_TRIES_PER_CODE) {
        if (input.consume && !(await app.store.otpCodes.consume(active._id, MAX_WRONG_TRIES_PER_CODE))) throw invalidCode();
        return { language: active.language };
      }
      // Wrong, used up, expired or never asked for: counted the same way in every case.
      const [wrongTries] = await Promise.all([
        app.store.otpCodes.recordWrongTry(active?._id ?? NO_CODE),
        counters.hit(fromClientKey, HOUR_MS),
        input.owner ? Promise.resolve(0) : counters.hit(onAddressKey, HOUR_MS),
      ]);
      if (active && wrongTries >= MAX_WRONG_TRIES_PER_CODE) throw codeUsedUp();
      throw invalidCode();
    },
  };
}
export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
