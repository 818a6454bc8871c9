import fp from 'fastify-plugin';
import { watchSweeper, sweepWatches, type WatchDeps } from '../../watch/run-watches';
import { watchTokens, type WatchTokens } from '../../watch/watch-tokens';

export interface WatchEngine {
  deps: WatchDeps;
  tokens: WatchTokens;
  /** One sweep now (tests; the timer runs them otherwise). */
  sweep: () => ReturnType<typeof sweepWatches>;
}

declare module 'fastify' {
  interface FastifyInstance {
    watch: WatchEngine;
  }
}

export interface WatchPluginOptions {
  /** The clock (tests move it); the real one by default. */
  now?: () => Date;
  /** Tests sweep by hand. */
  timer?: boolean;
}

/**
 * "Watch my address" (docs/decisions.md#watch-my-address): wherever scans run — the API with its
 * inline worker, or the worker processes with SCAN_WORKER=off — due watches are swept on a timer
 * (claimed by lease, so several processes share the work) and checked with the lookup engine's
 * sources, rate limits and circuits.
 */
export default fp<WatchPluginOptions>(
  async function watches(app, options) {
    const tokens = watchTokens(app.config.secrets.session);
    const deps: WatchDeps = {
      engine: app.lookup.deps,
      sendMail: (to, template, language, mailOptions) => app.mailer.send(to, template, language, mailOptions),
      tokens,
      publicOrigin: app.config.publicOrigin,
      intervalMs: app.config.watches.intervalMs,
      now: options.now ?? (() => new Date()),
    };
    app.decorate('watch', { deps, tokens, sweep: () => sweepWatches(deps) });
    // With SCAN_WORKER=off the worker processes sweep instead (watch/worker-watches.ts).
    if (options.timer === false || app.config.scans.worker !== 'inline') return;
    const sweeper = watchSweeper(deps, app.config.watches.sweepMs);
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('preClose', async () => sweeper.stop());
  },
  { name: 'watches', dependencies: ['config', 'database', 'mailer', 'lookup-engine'] },
);
