import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration; plugins read it here instead of the environment. */
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async function configPlugin(app, { config }) {
    app.decorate('config', config);
  },
  { name: 'config' },
);
