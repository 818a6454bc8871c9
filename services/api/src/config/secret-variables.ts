import { z } from 'zod';

// Known, public values: convenient on a laptop, refused in production.
const DEVELOPMENT_SECRETS = {
  SESSION_SECRET: 'development-only-session-secret-not-for-production',
  OTP_SECRET: 'development-only-otp-secret-not-for-production-use',
  SUPPRESSION_KEY: 'development-only-suppression-key-not-for-production',
} as const;

function secret(name: keyof typeof DEVELOPMENT_SECRETS, production: boolean) {
  const strong = z
    .string({ error: 'is required when NODE_ENV is production (at least 32 random characters)' })
    .min(32, 'must be at least 32 characters long');
  return production
    ? strong.refine((value) => value !== DEVELOPMENT_SECRETS[name], 'must not be the development default')
    : strong.default(DEVELOPMENT_SECRETS[name]);
}

/** The secrets every instance and worker shares; required in production. Part of the one environment schema (config.ts). */
export function secretVariables(production: boolean) {
  return {
    SESSION_SECRET: secret('SESSION_SECRET', production).describe('signs sessions and the bot challenge; at least 32 random characters, the same on every instance and worker'),
    OTP_SECRET: secret('OTP_SECRET', production).describe('hashes sign-in codes and looked-up addresses; at least 32 random characters, the same everywhere'),
    // docs/decisions.md#opt-out: the suppression list has its own key, so rotating the code secret never
    // makes an opted-out address searchable again; earlier keys stay checkable (comma-separated).
    SUPPRESSION_KEY: secret('SUPPRESSION_KEY', production).describe('keys the opt-out list (docs/decisions.md#opt-out); at least 32 random characters, the same everywhere'),
    SUPPRESSION_PREVIOUS_KEYS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((key) => key.trim()).filter(Boolean))
      .refine((keys) => keys.every((key) => key.length >= 32), 'every previous key must be at least 32 characters long').describe('earlier suppression keys still checked after a rotation, comma-separated'),
  };
}
