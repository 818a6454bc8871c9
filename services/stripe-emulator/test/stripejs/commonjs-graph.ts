import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { commonJsBundle, type BundledModule } from '../../src/stripejs/commonjs-bundle';

/**
 * Ships installed CommonJS packages (React 19 has no UMD or ESM build) to the test page: follows
 * `require('…')` from an entry file with Node's resolution and joins the files with the emulator's
 * tiny require. Development builds are left out: the page runs with NODE_ENV=production.
 */
export function bundleForBrowser(entryFile: string): string {
  const modules = new Map<string, BundledModule>();
  const visit = (file: string): void => {
    if (modules.has(file)) return;
    const code = readFileSync(file, 'utf8');
    const requires: Record<string, string> = {};
    modules.set(file, { id: file, code, requires });
    const resolve = createRequire(file).resolve;
    for (const match of code.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const specifier = match[1] as string;
      let target: string;
      try {
        target = resolve(specifier);
      } catch {
        continue; // a require in a comment or an optional dependency
      }
      if (/\.development\.js$/.test(target)) continue;
      requires[specifier] = target;
      visit(target);
    }
  };
  visit(entryFile);
  return commonJsBundle([...modules.values()], entryFile, "var process = { env: { NODE_ENV: 'production' } };");
}
