import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import { commonJsBundle } from './commonjs-bundle';

/** The stand-in's TypeScript sources; one flat folder, so `./x` imports are module ids as they are. */
const BROWSER_DIR = join(__dirname, 'browser');

let cached: string | undefined;

/**
 * The Stripe.js stand-in as one browser script: each browser/*.ts file is compiled by swc at
 * first request (no build step, nothing to keep in sync) and the result is cached for the process.
 */
export function stripeJsSource(): string {
  if (cached !== undefined) return cached;
  const modules = readdirSync(BROWSER_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => {
      const source = readFileSync(join(BROWSER_DIR, file), 'utf8');
      const { code } = transformSync(source, {
        filename: file,
        swcrc: false,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
        module: { type: 'commonjs' },
      });
      return { id: `./${file.replace(/\.ts$/, '')}`, code };
    });
  cached = `/* Stripe emulator: Stripe.js stand-in (not Stripe's code). */\n${commonJsBundle(modules, './main')}`;
  return cached;
}
