/**
 * The shell's Content-Security-Policy forbids eval (no 'unsafe-eval'). zod 4 probes for it with
 * `new Function('')` before compiling its fast object parsers, and under that policy the probe is
 * reported as a CSP violation in the console (Lighthouse best practices 96 on / and /terms).
 * jitless mode skips the probe and parses with the interpreter. zod keeps its settings on
 * `globalThis.__zod_globalConfig` and takes that object as it finds it, shared by every copy of zod
 * on the page, so setting it here — before any zod has loaded, and without importing zod, which is
 * not in the shell's first bundle (docs/architecture.md#first-bundle) — covers the shell's copy and the remotes' own.
 * Imported first by the entry.
 */
const page = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
page.__zod_globalConfig = { ...page.__zod_globalConfig, jitless: true };

export {};
