import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing and signing, ready for the session cookie; safe defaults for every cookie set. */
export default fp(
  async function cookies(app) {
    await app.register(cookie, {
      secret: app.config.secrets.session,
      parseOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: app.config.isProduction },
    });
  },
  { name: 'cookies', dependencies: ['config'] },
);
