import { z } from 'zod';

/**
 * The shell's Content-Security-Policy forbids eval (no 'unsafe-eval'). zod 4 probes for it with
 * `new Function('')` before compiling its fast object parsers, and under that policy the probe is
 * reported as a CSP violation in the console (Lighthouse best practices 96 on / and /terms).
 * jitless mode skips the probe and parses with the interpreter. zod is a federation singleton
 * (shared-modules.ts), so this one setting covers the remotes' schemas too. Imported first by
 * the entry: it must run before any schema parses.
 */
z.config({ jitless: true });
