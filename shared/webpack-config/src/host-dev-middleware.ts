import fs from 'node:fs';
import path from 'node:path';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { SERVICE_PORTS } from '@mailscout/app-manifest';
import { hopByHopHeaderNames } from '@mailscout/contracts/hop-by-hop';
import type { AppDefinition } from './app-definition.ts';

/**
 * The shell's dev server: answers `/runtime-config.json` from a file (so pointing the shell at
 * other remotes is a file or env change, never a rebuild) and proxies `/api/*` to the API so the
 * browser talks to one origin.
 */
export function hostDevMiddleware(app: AppDefinition): Pick<DevServerConfiguration, 'proxy' | 'setupMiddlewares'> {
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? SERVICE_PORTS.api}`;
  const configFile = process.env.RUNTIME_CONFIG_FILE ?? path.join(app.dir, 'public', 'runtime-config.json');
  return {
    // xfwd: the browser's address is appended to X-Forwarded-For (and proto, host, port set), so the
    // API, trusting loopback proxies (TRUST_PROXY's default), limits each visitor apart.
    proxy: [
      {
        context: ['/api'],
        target: apiUrl,
        changeOrigin: false,
        xfwd: true,
        // Before the body is piped: a client's `Trailer` header made Node throw here and the dev server
        // exit. `Connection` itself stays: this proxy answers with the API's, and the client's decides
        // whether the API (and so this server) keeps the connection open.
        onProxyReq: (proxyRequest, request) => {
          for (const name of hopByHopHeaderNames(request.headers)) if (name !== 'connection') proxyRequest.removeHeader(name);
          // The first hop never passes on a browser's request id: the API, trusting this loopback
          // proxy, would take it; without one it mints its own (docs/architecture.md#request-id).
          proxyRequest.removeHeader('x-request-id');
        },
      },
    ],
    setupMiddlewares(middlewares) {
      middlewares.unshift({
        name: 'runtime-config',
        path: '/runtime-config.json',
        middleware: (_req: unknown, res: import('node:http').ServerResponse) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(fs.readFileSync(configFile));
        },
      });
      return middlewares;
    },
  };
}
