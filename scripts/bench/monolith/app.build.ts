import path from 'node:path';
import { defineApp } from '../../../shared/webpack-config/src/index.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');

export default defineApp({
  name: 'monolith',
  kind: 'host',
  dir: path.join(ROOT, 'shell'),
  port: 0,
  entry: path.join(ROOT, 'scripts', 'bench', 'monolith', 'entry.ts'),
  htmlTemplate: path.join(ROOT, 'shell', 'src', 'index.html'),
});
