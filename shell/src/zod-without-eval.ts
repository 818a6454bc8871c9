import { z } from 'zod';

/**
 * The shell's Content-Security-Policy forbids eval (no 'unsafe-eval'). zod 4 probes for it with
 * `new Function('')` before compiling its fast object parsers, and under that policy the probe is
 * reported as a CSP violation in the console (Lighthouse best practices 96 on / and /terms).
 * jitless mode skips the probe and parses with the interpreter. zod keeps this setting on
 * `globalThis.__zod_globalConfig`, shared by every copy of zod on the page, so it covers the
 * remotes' own copies too (sharing zod as a singleton instead would add ~63 kB gzip to the
 * shell's first bundle: shared modules are not tree-shaken). Imported first by the entry: it
 * must run before any schema parses.
 */
z.config({ jitless: true });
