import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { minutesUntilBelow } from './sliding-wait';

const HOUR_MS = 60 * 60 * 1000;

const tooManyAddresses = (minutes: number) =>
  new DomainError({
    code: 'RATE_LIMITED',
    retryAfterSeconds: minutes * 60,
    message: `Too many different email addresses were tried from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  });

/**
 * docs/decisions.md#customer-oracle: the checkout's answers tell whether an address has an account
 * (the offer says 'sign in first', setup-payment and create-subscription refuse with
 * SIGN_IN_REQUIRED), so every address a client asks about that is not its own signed-in account's
 * counts against the same per-client hourly budget as sign-in code requests
 * (OTP_REQUESTS_PER_CLIENT_PER_HOUR, the `otp-client:` sliding counter), once per address and
 * hour: a buyer asking again about the same address spends nothing, and a client past the budget
 * learns nothing about a further address until the hour slides on. The answer is the same 429 for
 * every address, with or without an account.
 */
export function accountQuestions(app: FastifyInstance) {
  const counters = app.store.rateCounters;
  const limit = app.config.otp.requestsPerClientPerHour;

  return {
    async count(request: FastifyRequest, email: string): Promise<void> {
      const address = email.trim().toLowerCase();
      // The signed-in account asking about its own address learns nothing new.
      if (request.auth && request.auth.email.toLowerCase() === address) return;
      const clientKey = `otp-client:${request.ip}`;
      const pairKey = `account-question:${app.hashEmail(address)}:${request.ip}`;
      // Only the first ask about an address in the window spends budget: fifty checkouts of one address
      // at once spend one, while fifty new addresses at once each spend one, counted before compared.
      if ((await counters.hit(pairKey, HOUR_MS)) === 1) await counters.hit(clientKey, HOUR_MS);
      const now = Date.now();
      if ((await counters.sliding(clientKey, HOUR_MS, now)) > limit) {
        const [current, previous] = await Promise.all([counters.current(clientKey, HOUR_MS, now), counters.current(clientKey, HOUR_MS, now - HOUR_MS)]);
        throw tooManyAddresses(minutesUntilBelow({ current, previous, now, windowMs: HOUR_MS, limit }));
      }
    },
  };
}
