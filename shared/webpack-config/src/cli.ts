import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
// The one module of the contracts this Node CLI needs (the index pulls in browser-only packages).
import { FRAME_RENDERER_FILE } from '@mailscout/contracts/src/prerender.ts';
import WebpackDevServer from 'webpack-dev-server';
import type { AppDefinition } from './app-definition.ts';
import { appPort } from './app-definition.ts';
import { appVersion, createWebpackConfig, defaultOutDir } from './create-webpack-config.ts';
import { prerenderRemote } from './prerender-remote.ts';
import { bundleForNode } from './server-bundle.ts';
import { hostDevMiddleware } from './host-dev-middleware.ts';
import { loadAppBuild } from './load-app-build.ts';

/**
 * `mailscout-webpack build [--out DIR] [--label TEXT] [--monolith] [--stats FILE]` and `mailscout-webpack dev`,
 * run from an app's folder. Driving webpack through its Node API keeps the configuration in
 * TypeScript without webpack-cli (whose current major wants Node 22).
 */
function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function run(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats);
    });
  });
}

async function build(app: AppDefinition): Promise<void> {
  const outDir = flag('--out') ? path.resolve(flag('--out')!) : defaultOutDir(app);
  const buildLabel = flag('--label') ?? process.env.BUILD_LABEL;
  const monolith = process.argv.includes('--monolith');
  const config: Configuration = createWebpackConfig(app, { mode: 'production', outDir, buildLabel, monolith });
  const started = Date.now();
  const stats = await run(webpack(config));
  // docs/architecture.md#first-bundle: per-module sizes for a bundle analyser (`--stats FILE`), outside the served folder.
  const statsFile = flag('--stats');
  if (statsFile) fs.writeFileSync(path.resolve(statsFile), JSON.stringify(stats.toJson({ all: false, modules: true, chunks: true, chunkModules: true, dependentModules: true, nestedModules: true, assets: true, ids: true })));
  const publicDir = path.join(app.dir, 'public');
  if (fs.existsSync(publicDir)) fs.cpSync(publicDir, outDir, { recursive: true });
  // docs/architecture.md#prerendered-pages: the server side of the same release (the monolith baseline stays client-rendered).
  const defines = { buildLabel: buildLabel ?? '', appVersion: appVersion(app.dir) };
  if (!monolith && app.prerender) {
    const manifest = await prerenderRemote(app, outDir, defines);
    console.info(`${app.name}: prerendered ${manifest.pages.length} pages (release ${manifest.release})`);
  }
  if (!monolith && app.serverRenderer) {
    await bundleForNode(path.resolve(app.dir, app.serverRenderer), path.join(outDir, FRAME_RENDERER_FILE), defines);
  }
  console.info(`${app.name}: built into ${path.relative(process.cwd(), outDir)} in ${Date.now() - started} ms`);
}

async function dev(app: AppDefinition): Promise<void> {
  const port = appPort(app);
  const config = createWebpackConfig(app, { mode: 'development', buildLabel: process.env.BUILD_LABEL });
  const server = new WebpackDevServer(
    {
      port,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      // Remotes are fetched cross-origin by the shell.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell's page (another origin) opens the remotes' live-reload sockets.
      allowedHosts: 'all',
      historyApiFallback: app.kind === 'host',
      static: app.kind === 'host' ? { directory: path.join(app.dir, 'public'), watch: false } : false,
      ...(app.kind === 'host' ? hostDevMiddleware(app) : {}),
    },
    webpack(config),
  );
  await server.start();
  console.info(`${app.name}: dev server on http://localhost:${port}`);
}

// The folder's app.build.ts says how the app is built; this CLI makes the webpack configuration from it.
const app = await loadAppBuild(process.cwd());
const command = process.argv[2];
if (command === 'build') await build(app);
else if (command === 'dev') await dev(app);
else {
  console.error('usage: mailscout-webpack build|dev');
  process.exit(2);
}
