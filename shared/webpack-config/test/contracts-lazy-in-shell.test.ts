import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * docs/architecture.md#first-bundle: `@mailscout/contracts` (the schemas, with zod) is a shared module the shell loads
 * when first needed (shared-modules.ts, lazyInHost). The shell's start-up code and the shared
 * packages in its first bundle must therefore never import values from it statically — the page
 * would fail with "Shared module is not available for eager consumption". Types (`import type`),
 * the zod-free `@mailscout/contracts/page` and `await import('@mailscout/contracts')` are fine.
 */
const EAGER_SOURCES = [
  path.join('shell', 'src'),
  ...['auth', 'api-client', 'i18n', 'ui', 'public-config', 'server-state', 'prerender'].map((pkg) => path.join('shared', pkg, 'src')),
];
/** Only on a server (the edge's frame renderer, the build's prerender): not in the browser bundle. */
const SERVER_ONLY = [path.join('shell', 'src', 'server'), path.join('shared', 'prerender', 'src', 'define-prerender.tsx'), path.join('shared', 'prerender', 'src', 'server.ts')];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the schemas stay out of the shell’s first bundle (docs/architecture.md#first-bundle)', () => {
  const files = EAGER_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => !SERVER_ONLY.some((s) => file.includes(s)));

  it('no value of @mailscout/contracts is imported statically by the shell or a package of its first bundle', () => {
    const offenders: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^(import|export)\s+(?!type\b)([^;]*?)\s+from\s+'@mailscout\/contracts'/gm)) {
        // `import { type A, type B }` carries only types too.
        const names = /\{([^}]*)\}/.exec(match[2]!)?.[1]?.split(',').map((n) => n.trim()).filter(Boolean) ?? ['*'];
        if (names.some((name) => !name.startsWith('type '))) offenders.push(`${path.relative(ROOT, file)}: ${match[0].replace(/\s+/g, ' ')}`);
      }
    }
    expect(files.length).toBeGreaterThan(40);
    expect(offenders).toEqual([]);
  });

  it('is declared lazy for the shell', async () => {
    const { sharedModules } = await import('../src/shared-modules');
    const host = sharedModules(path.join(ROOT, 'shell'), { eager: true });
    expect(host['@mailscout/contracts']?.eager).toBe(false);
    expect(host['react']?.eager).toBe(true);
  });
});
