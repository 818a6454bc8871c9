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

/** The shell may run its own scripts, the inline boot script, and scripts from remote origins. */
export function shellContentSecurityPolicy(html: string, remoteOrigins: string[], extraConnect: string[] = []) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes(html), ...remoteOrigins],
      connectSrc: ["'self'", ...remoteOrigins, ...extraConnect],
      // style-loader injects <style> elements at runtime.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}
