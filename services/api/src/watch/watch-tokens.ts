import crypto from 'node:crypto';

/**
 * Signed tokens of "watch my address" (docs/decisions.md#watch-my-address), under their own key
 * derived from the session secret:
 * - a proof: the self-check answers it to the owner who has just proved the address with a
 *   code; for a short while it lets them turn a watch on, for that address only;
 * - a watch link: in every watch mail, names the watch (by the address's hash) for one-click
 *   unsubscribe and the manage page, no session needed.
 */
type Claims = { kind: 'proof'; email: string; expiresAt: number } | { kind: 'watch'; emailHash: string };

export function watchTokens(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('mailscout:watch-token:v1').digest();
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');
  const encode = (claims: Claims) => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${sign(payload)}`;
  };
  const decode = (token: string): Claims | null => {
    const [payload, tag, extra] = token.split('.');
    if (!payload || !tag || extra !== undefined) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(tag);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      return null;
    }
  };
  return {
    proof: (email: string, expiresAt: number) => encode({ kind: 'proof', email, expiresAt }),
    /** The address a proof is for, while it is valid. */
    readProof(token: string, now: number): string | null {
      const claims = decode(token);
      return claims?.kind === 'proof' && typeof claims.email === 'string' && claims.expiresAt > now ? claims.email : null;
    },
    link: (emailHash: string) => encode({ kind: 'watch', emailHash }),
    readLink(token: string): string | null {
      const claims = decode(token);
      return claims?.kind === 'watch' && typeof claims.emailHash === 'string' ? claims.emailHash : null;
    },
  };
}
export type WatchTokens = ReturnType<typeof watchTokens>;
