import path from 'node:path';
import { defineApp } from '@mailscout/webpack-config';

export default defineApp({
  name: 'shell',
  kind: 'host',
  dir: path.dirname(new URL(import.meta.url).pathname),
  serverRenderer: './src/server/render-frame.tsx',
});
