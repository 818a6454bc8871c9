import path from 'node:path';

/**
 * The deployables' processes, each compiled to one plain JavaScript file that runs with `node` and
 * its package's production dependencies (docs/deploy.md#compiled-services): the workspace packages
 * (TypeScript sources) are bundled in, the packages the deployable itself depends on stay outside.
 * `pnpm build` writes them (scripts/build-services.ts); `start:prod` and the images run them.
 */
export interface ServiceBuild {
  /** What `pnpm build:services <name>` and the topology call it. */
  name: string;
  /** The TypeScript entry, relative to the repository root. */
  entry: string;
  /** The package whose production dependencies the output requires at run time; the output goes to its `dist/`. */
  packageDir: string;
  /** The output file inside `<packageDir>/dist/`. */
  file: string;
}

export const SERVICE_BUILDS = [
  { name: 'api', entry: 'services/api/src/server.ts', packageDir: 'services/api', file: 'server.js' },
  { name: 'worker', entry: 'services/api/src/worker.ts', packageDir: 'services/api', file: 'worker.js' },
  { name: 'records-import', entry: 'services/api/src/records/import-cli.ts', packageDir: 'services/api', file: 'records-import.js' },
  // The edge's process (the shell's pages, and the release store where no CDN serves it) lives in scripts/lib.
  { name: 'edge', entry: 'scripts/lib/run-edge.ts', packageDir: 'services/edge', file: 'edge.js' },
  { name: 'release', entry: 'services/release/src/cli.ts', packageDir: 'services/release', file: 'cli.js' },
  // The release store's own server, where no CDN serves it (the release-store image).
  { name: 'release-store', entry: 'scripts/lib/serve-release-store.ts', packageDir: 'services/release', file: 'serve-store.js' },
  // The stand-ins for outside services (start:prod's rehearsal, the compose file's `offline` profile).
  { name: 'embedded-mongo', entry: 'services/embedded-mongo/src/cli.ts', packageDir: 'services/embedded-mongo', file: 'cli.js' },
  { name: 'stripe-emulator', entry: 'services/stripe-emulator/src/cli.ts', packageDir: 'services/stripe-emulator', file: 'cli.js' },
  { name: 'source-stubs', entry: 'services/source-stubs/src/cli.ts', packageDir: 'services/source-stubs', file: 'cli.js' },
] as const satisfies readonly ServiceBuild[];

export type ServiceBuildName = (typeof SERVICE_BUILDS)[number]['name'];

export function serviceBuild(name: ServiceBuildName): ServiceBuild {
  const build = SERVICE_BUILDS.find((candidate) => candidate.name === name);
  if (!build) throw new Error(`no service build named ${name}`);
  return build;
}

/** The compiled output of a service build, relative to the repository root. */
export function compiledFile(name: ServiceBuildName): string {
  const build = serviceBuild(name);
  return path.posix.join(build.packageDir, 'dist', build.file);
}

/** How a topology runs a compiled service: this Node, with source maps so stack traces name the TypeScript. */
export function nodeCommand(root: string, name: ServiceBuildName, args: string[] = []): { command: string; args: string[] } {
  return { command: process.execPath, args: ['--enable-source-maps', path.join(root, compiledFile(name)), ...args] };
}
