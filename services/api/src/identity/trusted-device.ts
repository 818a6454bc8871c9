import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that has proven an address with a code before (docs/decisions.md#owner-path): the
 * owner's way past the per-address limits an attacker can fill from many client addresses. The
 * cookie holds a random device id and, per address proven on it, a keyed tag of (device, address);
 * nothing is stored on the server and the tags name no address. It exempts from the per-address
 * counters only; the per-client and per-(address, client) limits still hold.
 */
export const DEVICE_COOKIE = 'msDevice';
/** Addresses remembered per browser (a family computer); the oldest is dropped first. */
const ADDRESSES_PER_DEVICE = 5;
const DEVICE_TTL_MS = 365 * 86_400_000;
const PART = '[A-Za-z0-9_-]{22}';
const COOKIE_SHAPE = new RegExp(`^${PART}(\\.${PART}){0,${ADDRESSES_PER_DEVICE}}$`);

interface DeviceCookie {
  deviceId: string;
  tags: string[];
}

function parse(value: unknown): DeviceCookie | null {
  if (typeof value !== 'string' || !COOKIE_SHAPE.test(value)) return null;
  const [deviceId, ...tags] = value.split('.');
  return { deviceId: deviceId!, tags };
}

function sameTag(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function trustedDevices(options: { secret: string; secureCookie: boolean }) {
  const key = crypto.createHmac('sha256', options.secret).update('mailscout:device:v1').digest();
  const tagOf = (deviceId: string, emailHash: string) => crypto.createHmac('sha256', key).update(`${deviceId}\n${emailHash}`).digest('base64url').slice(0, 22);

  return {
    /** Whether the browser that sent this device cookie (`DEVICE_COOKIE`'s value) proved this address before. */
    vouches(deviceCookie: string | undefined, emailHash: string): boolean {
      const cookie = parse(deviceCookie);
      if (!cookie) return false;
      const expected = tagOf(cookie.deviceId, emailHash);
      // Every tag is compared, so the time taken does not say which one matched.
      return cookie.tags.reduce((found, tag) => sameTag(tag, expected) || found, false);
    },
    /** After a code proved the address in this browser: remember it (most recent first). */
    remember(request: FastifyRequest, reply: FastifyReply, emailHash: string): void {
      const cookie = parse(request.cookies?.[DEVICE_COOKIE]) ?? { deviceId: crypto.randomBytes(16).toString('base64url'), tags: [] };
      const tag = tagOf(cookie.deviceId, emailHash);
      const tags = [tag, ...cookie.tags.filter((other) => other !== tag)].slice(0, ADDRESSES_PER_DEVICE);
      void reply.setCookie(DEVICE_COOKIE, [cookie.deviceId, ...tags].join('.'), {
        httpOnly: true,
        secure: options.secureCookie,
        sameSite: 'lax',
        path: '/api',
        expires: new Date(Date.now() + DEVICE_TTL_MS),
      });
    },
  };
}
export type TrustedDevices = ReturnType<typeof trustedDevices>;
