import crypto from 'node:crypto';
import { readCookie } from '../compose/choose-language';

/** A visitor's place among 100 (0–99), drawn once and kept, so the same visitor always gets the same release. */
export const CANARY_COOKIE = 'ms_canary';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function bucketFromCookie(cookieHeader: string | undefined): number | undefined {
  const value = readCookie(cookieHeader, CANARY_COOKIE);
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

export function drawBucket(): number {
  return crypto.randomInt(100);
}

/**
 * Not readable by scripts (only the edge uses it); it says nothing about the person, only which
 * of two builds they get.
 */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
