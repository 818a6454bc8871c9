import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ObjectId } from 'mongodb';
import type { Language } from '@mailscout/contracts';
import { metrics } from '@mailscout/ops';
import { DomainError } from '../errors/domain-error';
import type { ChallengeNeed } from '../plugins/app/captcha';
import type { OtpPurpose } from '../store/repositories/otp-codes-repository';
import { CODE_TTL_MS, codeHasher, generateCode, MAX_WRONG_TRIES_PER_CODE, sameHash } from './one-time-code';
import { minutesUntilBelow } from './sliding-wait';
import { trustedDevices } from './trusted-device';

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
  new DomainError({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
/** docs/decisions.md#owner-path: the address's guesses are used up; nothing is checked until the hour slides on. */
const guessesUsedUp = (minutes: number) =>
  new DomainError({
    code: 'CODE_GUESSES_USED_UP',
    retryAfterSeconds: minutes * 60,
    message: `Too many wrong codes were entered for this address. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or sign in from a browser you have signed in with before.`,
  });
const invalidCode = () => new DomainError({ code: 'INVALID_OTP', message: INVALID_CODE_MESSAGE });
/**
 * docs/decisions.md#sign-in-codes: the code's wrong tries are spent, so even the right code is refused
 * now; the page says to ask for a new one. Every address gets a code when one is asked for, mailed or
 * not, so this tells nothing about an account.
 */
const codeUsedUp = () =>
  new DomainError({ code: 'CODE_USED_UP', message: 'This code was entered wrongly too many times and can no longer be used. Please request a new code.' });

/**
 * Who asks, as the route read it from its request (docs/architecture.md#code-flow-caller): the
 * code flow counts per client and may ask for the bot challenge's answer, but never reads the
 * request itself.
 */
export interface CodeCaller {
  /** The client's address as the trusted proxies say (TRUST_PROXY). */
  ip: string;
  /** The bot challenge's answer the request carried, if any. */
  captchaToken?: string;
  /** The browser's device cookie (`DEVICE_COOKIE`), if it sent one: the owner's path (docs/decisions.md#owner-path). */
  deviceCookie?: string;
}

interface Caller {
  caller: CodeCaller;
  /** The route has already checked the bot challenge in this request (opt-out, cancel). */
  captchaVerified?: boolean;
}

/**
 * One-time codes for sign-in, cancellation and opt-out (docs/decisions.md#sign-in-codes): six CSPRNG digits,
 * stored as a keyed hash, single use, 10 minutes, 5 wrong tries per code, and limits per client,
 * per address and client, and per address that hold across processes (in the database).
 *
 * docs/decisions.md#sign-in-codes, nobody can lock the owner out and no answer tells whether an address has an account:
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
  const devices = trustedDevices({ secret: app.config.secrets.session, secureCookie: !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(app.config.publicOrigin) });
  // The challenge's subject: a keyed tag of the address, so a solved challenge names no address.
  const subjectKey = crypto.createHmac('sha256', app.config.secrets.otp).update('mailscout:challenge-subject:v1').digest();
  const subjectOf = (emailHash: string, purpose: OtpPurpose) => crypto.createHmac('sha256', subjectKey).update(`${purpose}\n${emailHash}`).digest('base64url').slice(0, 22);
  const addressKeyOf = (emailHash: string, purpose: OtpPurpose) => `otp-address:${purpose}:${emailHash}`;
  /** Counts one hit and answers the count over the last hour (sliding, docs/decisions.md#owner-path). */
  const hitSliding = async (key: string) => {
    await counters.hit(key, HOUR_MS);
    return counters.sliding(key, HOUR_MS);
  };
  /** Past the free requests each further one needs a proof of work bound to the address, one tier harder each time. */
  const needFor = (emailHash: string, purpose: OtpPurpose, soFar: number): ChallengeNeed | undefined => {
    const over = soFar - limits.requestsPerAddressPerHour;
    return over < 0 ? undefined : { subject: subjectOf(emailHash, purpose), tier: over + 1 };
  };

  const challenge = (input: Caller, need?: ChallengeNeed) =>
    input.captchaVerified ? Promise.resolve() : app.captcha.verify(input.caller.captchaToken, input.caller.ip, need);

  return {
    /**
     * The proof of work a code request for this address needs now (for the challenge endpoint):
     * none below its free requests, then bound to it and harder with each request.
     */
    async challengeNeed(email: string, purpose: OtpPurpose): Promise<ChallengeNeed | undefined> {
      const emailHash = app.hashEmail(email);
      return needFor(emailHash, purpose, await counters.sliding(addressKeyOf(emailHash, purpose), HOUR_MS));
    },

    /** After a code proved the address in this browser: the browser is the owner's path from now on. */
    trustThisBrowser(request: FastifyRequest, reply: FastifyReply, email: string): void {
      devices.remember(request, reply, app.hashEmail(email));
    },

    /**
     * Issues a code (for every address) and mails it when `shouldSend` (e.g. the account exists).
     * Whether or not it sends, the limits and the stored code are the same, so the answer reveals
     * nothing. With `private: true` (sign-in) the code is mailed after the answer, so the answer
     * also takes the same time (docs/decisions.md#identity); a mail failure is then only logged. Otherwise a
     * mail failure is the caller's 503.
     */
    async request(input: Caller & { email: string; purpose: OtpPurpose; language: Language; shouldSend: boolean; private?: boolean }) {
      const who = input.caller;
      const emailHash = app.hashEmail(input.email);
      const addressKey = addressKeyOf(emailHash, input.purpose);
      // docs/operations.md#sign-in: requests and refusals by reason, never by address or client.
      const { purpose } = input;
      metrics.signInCodesRequested.inc({ purpose });
      const refuse = (reason: 'client_limit' | 'address_limit' | 'challenge' | 'mail_unavailable', error: unknown) => {
        metrics.signInCodesRefused.inc({ purpose, reason });
        return error;
      };
      // Sliding windows: no hour boundary an attacker can time a new burst for.
      const [perClient, perAddressAndClient, addressSoFar] = await Promise.all([
        hitSliding(`otp-client:${who.ip}`),
        hitSliding(`otp-pair:${input.purpose}:${emailHash}:${who.ip}`),
        counters.sliding(addressKey, HOUR_MS),
      ]);
      const perAddressLimit = limits.requestsPerAddressPerHour;
      if (perClient > limits.requestsPerClientPerHour || perAddressAndClient > perAddressLimit) throw refuse('client_limit', tooMany());
      // The owner's browser (it proved this address before) is not held by the address's counters.
      const owned = devices.vouches(who.deviceCookie, emailHash);
      if (!owned) {
        const ceiling = perAddressLimit * ADDRESS_REQUEST_CEILING;
        // At the ceiling already: refused before anyone spends a proof of work on it.
        if (addressSoFar >= ceiling) throw refuse('address_limit', tooMany());
        const need = needFor(emailHash, input.purpose, addressSoFar);
        if (need) await challenge(input, need).catch((error: unknown) => Promise.reject(refuse('challenge', error)));
        // Only requests let through count for the address: unsolved ones cannot fill its ceiling.
        if ((await hitSliding(addressKey)) > ceiling) throw refuse('address_limit', tooMany());
      }

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
        setImmediate(() =>
          send().catch((error: unknown) => {
            refuse('mail_unavailable', error);
            app.log.error({ err: error }, 'one-time code not sent');
          }),
        );
        return;
      }
      try {
        await send();
      } catch (error) {
        app.log.error({ err: error }, 'one-time code not sent');
        throw refuse('mail_unavailable', new DomainError({ code: 'MAIL_UNAVAILABLE', message: 'We could not send the email right now. Please try again in a moment.' }));
      }
    },

    /**
     * Checks a code; with `consume` it is used up (only one caller can succeed). Answers the
     * language the code was asked for in (undefined for codes stored without one). `owner`: the
     * caller is signed in as the address (cancellation): it is never asked for the bot challenge and
     * its typing mistakes do not count against the address (its own limits still hold).
     */
    async verify(input: Caller & { email: string; purpose: OtpPurpose; code: string; consume: boolean; owner?: boolean }): Promise<{ language: Language | undefined }> {
      // docs/operations.md#sign-in: each check's outcome (a wave of wrong ones is someone guessing).
      const outcomes: Record<string, 'wrong' | 'used_up' | 'locked' | 'rate_limited'> = { INVALID_OTP: 'wrong', CODE_USED_UP: 'used_up', CODE_GUESSES_USED_UP: 'locked', RATE_LIMITED: 'rate_limited' };
      try {
        const answer = await this.check(input);
        metrics.signInCodeChecks.inc({ purpose: input.purpose, outcome: 'accepted' });
        return answer;
      } catch (error) {
        const known = error instanceof DomainError ? outcomes[error.code] : undefined;
        const challenged = error instanceof DomainError && error.code.startsWith('CAPTCHA');
        metrics.signInCodeChecks.inc({ purpose: input.purpose, outcome: known ?? (challenged ? 'challenge' : 'error') });
        throw error;
      }
    },

    /** `verify` without its count. */
    async check(input: Caller & { email: string; purpose: OtpPurpose; code: string; consume: boolean; owner?: boolean }): Promise<{ language: Language | undefined }> {
      const who = input.caller;
      const emailHash = app.hashEmail(input.email);
      const fromClientKey = `otp-wrong-pair:${emailHash}:${who.ip}`;
      const onAddressKey = `otp-wrong:${emailHash}`;
      const [fromClient, onAddress] = await Promise.all([counters.sliding(fromClientKey, HOUR_MS), counters.sliding(onAddressKey, HOUR_MS)]);
      if (fromClient >= limits.wrongTriesPerAddressAndClientPerHour) throw tooMany();
      // A hard cap on guesses per address, whatever is solved: past it no code is even checked,
      // except from the owner's browser (signed in, or one that proved the address before).
      const owned = input.owner === true || devices.vouches(who.deviceCookie, emailHash);
      if (!owned && onAddress >= limits.wrongTriesPerAddressPerHour) {
        const now = Date.now();
        const [current, previous] = await Promise.all([counters.current(onAddressKey, HOUR_MS, now), counters.current(onAddressKey, HOUR_MS, now - HOUR_MS)]);
        const minutes = minutesUntilBelow({ current, previous, now, windowMs: HOUR_MS, limit: limits.wrongTriesPerAddressPerHour });
        throw guessesUsedUp(minutes);
      }
      if (!input.owner && fromClient >= CHALLENGE_AFTER_WRONG_TRIES) await challenge(input);

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
