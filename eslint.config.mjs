import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';

// The apps come from the app manifest (TypeScript, loaded through tsx like the build CLI does).
const { APP_MANIFEST } = await tsImport('./shared/app-manifest/src/index.ts', import.meta.url);
const remotes = APP_MANIFEST.remotes.map((remote) => remote.dir);
const shell = APP_MANIFEST.host.dir;

/**
 * Which shared package may import which (docs/conventions.md#boundaries: shared → remotes/shell, one
 * direction only; and inside shared/ too). An edge not written here is a lint error, so a new
 * dependency between shared packages is a decision made in this file. Acyclic by construction:
 * each package lists only packages above it.
 */
const SHARED_GRAPH = {
  contracts: [],
  'server-state': [],
  'stripe-loader': [],
  // Node only: how our processes stop (docs/deploy.md#graceful-shutdown).
  'graceful-shutdown': [],
  // Node only: the one log shape, its redaction rules and the request id's (docs/deploy.md#logs).
  logging: [],
  // Node only: Debian's Chromium and its launch flags, for every browser we drive.
  chromium: [],
  'app-manifest': ['contracts'],
  'api-client': ['contracts'],
  i18n: ['contracts'],
  ui: ['i18n', 'contracts'],
  auth: ['api-client', 'contracts', 'server-state'],
  'public-config': ['auth', 'api-client', 'contracts', 'server-state'],
  report: ['contracts', 'i18n', 'ui'],
  // The one email → code → challenge flow (docs/architecture.md#code-flow), bundled by the two remotes that use it.
  'code-flow': ['api-client', 'contracts', 'ui'],
  prerender: ['auth', 'contracts', 'i18n', 'ui', 'public-config'],
  standalone: ['auth', 'contracts', 'i18n', 'ui', 'public-config'],
  // Tooling: the tests' providers, and the build (which prerenders through @mailscout/prerender).
  'test-kit': ['auth', 'api-client', 'contracts', 'i18n', 'public-config', 'server-state', 'ui'],
  'webpack-config': ['app-manifest', 'contracts', 'prerender'],
};
const TEST_KIT = 'test-kit';
const sharedPackages = fs.readdirSync('shared', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** The local stand-ins for outside services: the product's code reaches them only through configuration. */
const STAND_INS = ['services/stripe-emulator', 'services/source-stubs', 'services/embedded-mongo'];

const zone = (target, from, message) => ({ target, from, message });

/** Everything that is not the Playwright suite: e2e is a leaf, and what others need of it lives in a package. */
const OUTSIDE_E2E = ['./services', './shared', './scripts', './test', `./${shell}`, ...remotes.map((dir) => `./${dir}`)];

const zones = [
  ...remotes.map((remote) =>
    zone(`./${remote}`, [...remotes.filter((other) => other !== remote), shell].map((dir) => `./${dir}`), 'A remote talks to other remotes only through shared packages and the API.'),
  ),
  zone(`./${shell}`, remotes.map((dir) => `./${dir}`), 'The shell knows remotes only through runtime configuration.'),
  zone('./shared', [...remotes, shell].map((dir) => `./${dir}`), 'Shared packages must not depend on apps.'),
  zone('./services', [...remotes, shell].map((dir) => `./${dir}`), 'Services must not depend on the browser apps.'),
  ...OUTSIDE_E2E.map((target) =>
    zone(target, ['./e2e'], 'Nothing imports the e2e suite: the stack runner and journeys are @mailscout/test-stack, the browser settings @mailscout/chromium.'),
  ),
  // A stand-in speaks its service's protocol and knows nothing of the product: what it shares with
  // the API (the profile sites, the source catalogue) is data in shared/contracts.
  ...STAND_INS.map((dir) => zone(`./${dir}`, ['./services/api'], 'A stand-in never imports the API: what both need is data in a shared package (docs/conventions.md#boundaries).')),
  ...Object.entries(SHARED_GRAPH).map(([name, allowed]) =>
    zone(
      `./shared/${name}`,
      sharedPackages.filter((other) => other !== name && other !== TEST_KIT && !allowed.includes(other)).map((other) => `./shared/${other}`),
      `@mailscout/${name} may import only ${allowed.length ? allowed.map((a) => `@mailscout/${a}`).join(', ') : 'no other shared package'} (the graph in eslint.config.mjs).`,
    ),
  ),
];

/**
 * The funnel remote's folders, top to bottom (docs/conventions.md#funnel-layers): a folder imports
 * only from the layers below it, never from one above or beside it (bulletproof-react's zones, one
 * remote's features). The routes and pages compose the funnel; its stages compose the checkout and
 * the scan; those read the stage machine, the checkout rules and this tab's memory in flow/.
 */
const FUNNEL_LAYERS = [['expose'], ['pages'], ['funnel'], ['checkout', 'scan'], ['flow'], ['api', 'i18n']];
const funnelDir = (folder) => `./mfe-funnel/src/${folder}`;
zones.push(
  ...FUNNEL_LAYERS.flatMap((layer, depth) =>
    layer.map((folder) => {
      const above = [...FUNNEL_LAYERS.slice(0, depth).flat(), ...layer.filter((other) => other !== folder)];
      const below = FUNNEL_LAYERS.slice(depth + 1).flat();
      return zone(funnelDir(folder), above.map(funnelDir), `mfe-funnel/src/${folder} imports only from the folders below it (${below.join(', ') || 'none'}): docs/conventions.md#funnel-layers.`);
    }),
  ).filter((restricted) => restricted.from.length > 0),
);

// Every package's tests may use the test kit; no product code may.
zones.push(
  ...[...Object.keys(SHARED_GRAPH).filter((name) => name !== TEST_KIT).map((name) => `shared/${name}`), ...remotes, shell].map((dir) =>
    zone(`./${dir}/src`, [`./shared/${TEST_KIT}`], 'The test kit is for tests only.'),
  ),
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.out/**', '**/.data/**', '**/node_modules/**', '**/*.tmp.*', '**/.tmp-*', '.releases/**', 'deploy/.context/**', 'e2e/.tmp/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'services/embedded-mongo/test/driver-crud/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Parse TypeScript modules when following imports (no-cycle needs the whole graph).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Workspace packages resolve through their package.json `main` (TypeScript sources), as tsc sees them.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      // docs/conventions.md#boundaries: an import cycle makes module order decide which value is still undefined.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // The API never imports a stand-in (it talks to Stripe, the sources and MongoDB by URL, so the
    // stand-ins can be swapped for the real services by configuration alone). Its tests may start them.
    // No exception: the sources' self-test (`pnpm sources:selftest`) is handed the stand-in's URL by
    // services/source-stubs/src/with-stand-ins.ts, as the API is by configuration.
    files: ['services/api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: STAND_INS.map((dir) => {
            const name = dir.split('/')[1];
            return { group: [`@mailscout/${name}`, `@mailscout/${name}/**`, `**/${name}/**`], message: 'The API reaches the stand-ins only through configuration (URLs), never by import.' };
          }),
        },
      ],
    },
  },
  {
    // Scripts use the API through its package entries (`@mailscout/api`, `@mailscout/api/config`, …),
    // so what they may reach is listed in services/api/package.json, not found by relative path.
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/services/api/src/**', '@mailscout/api/src/**'], message: "Import the API's package entries (services/api/package.json `exports`), not its internals." }] },
      ],
    },
  },
  { files: ['scripts/**', 'e2e/**', 'services/**', '**/*.test.*', 'test/**'], rules: { 'no-console': 'off' } },
);
