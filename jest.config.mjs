import { tsImport } from 'tsx/esm/api';

// The apps' folders come from the app manifest (TypeScript, loaded through tsx like the build CLI does).
const { APP_MANIFEST } = await tsImport('./shared/app-manifest/src/index.ts', import.meta.url);
const appRoots = [APP_MANIFEST.host, ...APP_MANIFEST.remotes].map((app) => `<rootDir>/${app.dir}`);

// One Jest run for the whole workspace: two projects (browser code in jsdom, services in node)
// share the two cores instead of one Jest start per package.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// pnpm keeps packages under node_modules/.pnpm/<name>@<version>/node_modules/<name>; these
// ship ESM only and must be transformed too.
// beasties (the edge's critical styles) requires the ESM-only releases of its HTML and CSS selector stack.
const esmPackages = ['mingo', 'bson', 'content-disposition', 'cookie', 'css-select', 'css-what', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'htmlparser2', 'entities', 'nth-check', 'boolbase'];
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/)?(${esmPackages.join('|')}))`];

export default {
  // A test waits for conditions, not times; this only bounds a hang. Jest's 5 s default was hit by
  // tests that pass on a quiet machine while two cores also ran other suites.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/test/jsdom-with-fetch-environment.cjs',
      roots: [...appRoots, '<rootDir>/shared'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swcTransform },
      transformIgnorePatterns,
      moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/test/setup-web.ts'],
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/services', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      // The driver's vendored mocha suite: run by mocha from services/embedded-mongo/test/driver-crud.test.ts.
      testPathIgnorePatterns: ['/node_modules/', '/services/embedded-mongo/test/driver-crud/'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swcTransform },
      transformIgnorePatterns,
    },
  ],
};
