import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { ServiceBuild } from './service-builds';

/** The oldest Node the outputs must run on; the project runs on Node 24 (docs/conventions.md#environment). */
const TARGET = 'node20';

/**
 * Which bare imports stay outside the bundle: exactly those the deployable's own package resolves
 * to the same file at run time (its production dependencies, installed next to it in an image).
 * Everything else — the workspace packages, whose `main` is a TypeScript source, and a workspace
 * package's own dependencies the deployable does not list — is bundled in, so the output never
 * needs tsx nor a dependency it cannot find.
 */
function dependencyPlacement(packageDir: string): esbuild.Plugin {
  return {
    name: 'dependency-placement',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        // `node:` names the runtime's own modules, including ones newer than this Node (node:sqlite).
        if (isBuiltin(args.path) || args.path.startsWith('node:') || args.pluginData === 'placement') return undefined;
        const resolve = (resolveDir: string) =>
          build.resolve(args.path, { kind: args.kind, resolveDir, importer: args.importer, pluginData: 'placement' });
        const wanted = await resolve(args.resolveDir);
        if (wanted.errors.length > 0 || !wanted.path || wanted.external) return undefined; // esbuild reports it
        const fromPackage = await resolve(packageDir);
        const same = fromPackage.errors.length === 0 && fromPackage.path && fs.realpathSync(fromPackage.path) === fs.realpathSync(wanted.path);
        const workspace = !fs.realpathSync(wanted.path).includes(`${path.sep}node_modules${path.sep}`);
        return same && !workspace ? { path: args.path, external: true } : { path: wanted.path };
      });
    },
  };
}

/**
 * What a source file means by itself, kept in the bundle:
 * - `__dirname` is that file's folder (the API's price catalogue, the Stripe emulator's browser
 *   sources); in one bundled file it would mean `dist/`. Each use becomes the source folder's place
 *   relative to the output, so the files it finds stay where they are.
 * - `require.main === module` is true only when that file is the one `node` ran. Bundled, every
 *   module shares the output's `module`, so a library's own command-line guard (the release CLI's,
 *   inside @mailscout/release that the edge uses) would run it inside the edge: only the entry keeps it.
 */
function sourceSemantics(outDir: string, entry: string): esbuild.Plugin {
  return {
    name: 'source-semantics',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        let contents = await fs.promises.readFile(args.path, 'utf8');
        const relative = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
        // Not inside a string ('__dirname' as a word in a list of names stays as it is).
        contents = contents.replace(/(?<!['"`\w$.])__dirname(?!['"`\w$])/g, `(__dirname + ${JSON.stringify(`/${relative}`)})`);
        if (path.resolve(args.path) !== path.resolve(entry)) contents = contents.replace(/\brequire\.main\s*===\s*module\b/g, 'false');
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

export interface BundleResult {
  outfile: string;
  bytes: number;
  /** The packages the output requires at run time (its package's production dependencies). */
  external: string[];
}

/**
 * Compiles one service build to `<packageDir>/dist/<file>` (with its source map). `outDir` puts it
 * elsewhere inside the package (a test's own copy): Node finds the package's dependencies from there too.
 */
export async function bundleService(root: string, service: ServiceBuild, outDir?: string): Promise<BundleResult> {
  const packageDir = path.join(root, service.packageDir);
  const outfile = path.join(outDir ?? path.join(packageDir, 'dist'), service.file);
  if (!path.relative(packageDir, outfile).split(path.sep).every((part) => part !== '..')) {
    throw new Error(`${service.name}: ${outfile} is outside ${service.packageDir}, where its dependencies are not found`);
  }
  const result = await esbuild.build({
    entryPoints: [path.join(root, service.entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: TARGET,
    format: 'cjs',
    sourcemap: 'linked',
    // Names survive: stack traces and the API's error classes (ConfigError, …) read as in the source.
    keepNames: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [dependencyPlacement(packageDir), sourceSemantics(path.dirname(outfile), path.join(root, service.entry))],
  });
  if (result.warnings.length > 0) {
    const text = await esbuild.formatMessages(result.warnings, { kind: 'warning' });
    throw new Error(`${service.name}: warnings while bundling\n${text.join('\n')}`);
  }
  // The output's own imports (the inputs' list also names type-only imports, which compile to nothing).
  const external = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || isBuiltin(imported.path) || /^(node:|\.)/.test(imported.path)) continue;
      const parts = imported.path.split('/');
      external.add(parts.slice(0, imported.path.startsWith('@') ? 2 : 1).join('/'));
    }
  }
  return { outfile, bytes: fs.statSync(outfile).size, external: [...external].sort() };
}

/** Compiles the given service builds (all by default) at once: esbuild does them in parallel, in seconds. */
export function bundleServices(root: string, builds: readonly ServiceBuild[]): Promise<Array<{ build: ServiceBuild; result: BundleResult }>> {
  return Promise.all(builds.map(async (build) => ({ build, result: await bundleService(root, build) })));
}
