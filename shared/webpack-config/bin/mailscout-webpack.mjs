#!/usr/bin/env node
// Registers tsx so the TypeScript CLI and the app's app.build.ts load without a build step.
import { register } from 'tsx/esm/api';
register();
await import('../src/cli.ts');
