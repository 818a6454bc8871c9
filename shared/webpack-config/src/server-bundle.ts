import { build } from 'esbuild';

/** The compile-time constants the browser build defines, with the same values. */
export interface BuildDefines {
  buildLabel: string;
  appVersion: string;
}

/**
 * Bundles an app module for Node (docs/architecture.md#prerendered-pages): the same sources and packages as the browser build,
 * styles and fonts left out (the browser loads them), React's production build. CommonJS, so the
 * Node builds of React that `require` Node's modules work unchanged.
 */
export async function bundleForNode(entry: string, outfile: string, defines: BuildDefines): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty' },
    define: {
      'process.env.NODE_ENV': '"production"',
      __BUILD_LABEL__: JSON.stringify(defines.buildLabel),
      __APP_VERSION__: JSON.stringify(defines.appVersion),
    },
    logLevel: 'warning',
    legalComments: 'none',
  });
}
