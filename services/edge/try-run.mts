import { serveApp } from '@mailscout/edge';
const R = '/work/main';
await Promise.all([
  serveApp({ kind: 'remote', root: `${R}/mfe-marketing/dist/1.0.0`, port: 3911 }),
  serveApp({ kind: 'remote', root: `${R}/mfe-funnel/dist/1.0.0`, port: 3912 }),
  serveApp({ kind: 'remote', root: `${R}/mfe-account/dist/1.0.0`, port: 3913 }),
  serveApp({ kind: 'remote', root: `${R}/mfe-legal/dist/1.0.0`, port: 3914 }),
  serveApp({ kind: 'shell', root: `${R}/shell/dist`, port: 3910, apiUrl: 'http://127.0.0.1:9', runtimeConfigFile: '/tmp/edge-try/rc.json' }),
]);
console.log('up');
