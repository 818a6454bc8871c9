import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { buildDirOf } from '@mailscout/app-manifest';
import type { AppDefinition } from './app-definition.ts';
import { sharedModules } from './shared-modules.ts';

export interface BuildOptions {
  mode: 'development' | 'production';
  /** Output folder; defaults to `<app>/dist/<version>` so each release has its own folder. */
  outDir?: string;
  /** Shown by a remote when set: lets a test tell one build of a remote from another. */
  buildLabel?: string;
  /** Build without federation (the monolith baseline of the benchmark). */
  monolith?: boolean;
}

const ROUTER_EXPORTS = fileURLToPath(new URL('../browser/react-router-dom.ts', import.meta.url));

export function appVersion(dir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export function defaultOutDir(app: AppDefinition): string {
  return path.join(app.dir, buildDirOf(app.kind, app.kind === 'host' ? '' : appVersion(app.dir)));
}

function standalonePage(name: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>MailScout · ${name} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

export function createWebpackConfig(app: AppDefinition, options: BuildOptions): Configuration {
  const production = options.mode === 'production';
  const require = createRequire(import.meta.url);
  const swcOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2022',
    },
  };
  const htmlTemplate = app.htmlTemplate ?? path.join(app.dir, 'src', 'index.html');

  return {
    mode: options.mode,
    context: app.dir,
    entry: app.entry ?? './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: options.outDir ?? defaultOutDir(app),
      // Remotes resolve their chunks from wherever their manifest was loaded; the shell is
      // always served from the site root.
      publicPath: app.kind === 'remote' ? 'auto' : '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // docs/architecture.md#first-bundle: the router's exports the product uses, not all of them (see the file).
      alias: production ? { 'react-router-dom$': ROUTER_EXPORTS } : {},
    },
    module: {
      // An import of a name a module does not export fails the build (the router list above).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions },
        },
        {
          // Production extracts styles into files (docs/architecture.md#prerendered-pages): a server-composed page links them
          // in its head, so it is styled before any script has run.
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')],
        },
        {
          // Web fonts (the design system's Inter) as separate, long-cached files: inlined as
          // base64 they would add ~130 kB to the JavaScript every page parses first.
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { filename: production ? 'fonts/[name].[contenthash:10][ext]' : 'fonts/[name][ext]' },
        },
      ],
    },
    plugins: [
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
      new webpack.DefinePlugin({
        __BUILD_LABEL__: JSON.stringify(options.buildLabel ?? ''),
        __APP_VERSION__: JSON.stringify(appVersion(app.dir)),
      }),
      ...(options.monolith
        ? []
        : [
            new ModuleFederationPlugin({
              name: app.name,
              filename: 'remoteEntry.js',
              exposes: app.exposes ?? {},
              // The host's singletons go into its first bundle: one download instead of a chain of
              // chunk requests after start-up. Remotes take them from the host at runtime.
              shared: sharedModules(app.dir, { eager: app.kind === 'host' }),
              manifest: true,
              dts: false,
              // Not `externalRuntime` / `provideExternalRuntime` (docs/architecture.md#first-bundle, measured): a remote's
              // entry then drops its runtime copy (28 → 9.6 kB gzip), but the shell has to provide
              // the whole runtime un-tree-shaken (+30 kB gzip), a net loss of ~11 kB on `/`.
            }),
          ]),
      ...(fs.existsSync(htmlTemplate)
        ? [new HtmlWebpackPlugin({ template: htmlTemplate, inject: 'body', scriptLoading: 'defer' })]
        : app.kind === 'remote'
          ? // A remote's own dev page (standalone) is the same for every remote but for its name.
            [new HtmlWebpackPlugin({ templateContent: standalonePage(app.name), inject: 'body', scriptLoading: 'defer' })]
        : []),
    ],
    optimization: production
      ? {
          minimize: true,
          minimizer: [
            new (require('terser-webpack-plugin'))({
              minify: require('terser-webpack-plugin').swcMinify,
              terserOptions: { compress: true, mangle: true },
            }),
          ],
          // docs/architecture.md#first-bundle (total blocking time): the shell's first bundle split into a few scripts
          // that download in parallel and each run as its own task, instead of one ~0.5 s task
          // on a slow phone. Remotes keep webpack's defaults.
          ...(app.kind === 'host' && !options.monolith
            ? {
                splitChunks: {
                  chunks: 'initial' as const,
                  cacheGroups: {
                    reactDom: { test: /[\\/]node_modules[\\/]\.pnpm[\\/](react-dom|scheduler)@/, name: 'react-dom', priority: 30, enforce: true },
                    router: { test: /[\\/]node_modules[\\/]\.pnpm[\\/](react-router|react-router-dom)@/, name: 'router', priority: 20, enforce: true },
                    vendors: { test: /[\\/]node_modules[\\/]/, name: 'vendors', priority: 10, enforce: true },
                  },
                },
              }
            : {}),
        }
      : {},
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
