import path from 'node:path';
import { defineApp } from '@mailscout/webpack-config';

export default defineApp({
  name: 'funnel',
  kind: 'remote',
  dir: path.dirname(new URL(import.meta.url).pathname),
  exposes: { './routes': './src/expose/routes.tsx' },
  prerender: './src/prerender.tsx',
});
