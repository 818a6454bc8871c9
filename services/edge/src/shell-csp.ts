import crypto from 'node:crypto';

/** sha256 sources for the inline scripts of the shell's HTML, so CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Where the card payment provider's script runs from, what it calls and what it frames. */
export interface PaymentOrigins {
  script: string[];
  connect: string[];
  frame: string[];
}

/** Stripe's documented CSP sources for Stripe.js with Elements and 3D Secure. */
export const STRIPE_ORIGINS: PaymentOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

/** A stand-in that serves Stripe.js and the REST API from one origin (the local emulator). */
export function paymentOriginsOf(url: string): PaymentOrigins {
  const origin = new URL(url).origin;
  return { script: [origin], connect: [origin], frame: [origin] };
}

/**
 * The shell may run its own scripts, the inline boot script, scripts from remote origins and the
 * payment provider's script, which the funnel loads at the payment stage (the page is the
 * shell's, so its CSP governs every remote's code). Report photos come from the sources over
 * https; `imageOrigins` adds local stand-ins that serve them over plain http.
 */
export function shellContentSecurityPolicy(
  html: string,
  currentRemoteOrigins: string[] | (() => string[]),
  payment: PaymentOrigins = STRIPE_ORIGINS,
  imageOrigins: string[] = [],
) {
  // Read per response: a promotion that moves a remote to another origin (a new runtime
  // configuration) is allowed at the next page without restarting the edge.
  const origins = typeof currentRemoteOrigins === 'function' ? currentRemoteOrigins : () => currentRemoteOrigins;
  const remoteOrigins = [() => origins().join(' ') || "'self'"];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes(html), ...remoteOrigins, ...payment.script],
      connectSrc: ["'self'", ...remoteOrigins, ...payment.connect],
      // Remotes' extracted styles (linked by the edge, or loaded with their chunks); inline for the
      // shell page's critical styles and React's style attributes.
      styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
      imgSrc: ["'self'", 'data:', 'https:', ...imageOrigins],
      fontSrc: ["'self'", 'data:', ...remoteOrigins],
      frameSrc: ["'self'", ...payment.frame],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}
