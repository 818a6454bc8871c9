import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mfe-marketing', 'mfe-funnel', 'mfe-account', 'mfe-legal'];

/**
 * Architecture boundaries (docs/conventions.md#boundaries): shared → remotes/shell, one direction only.
 * A remote never imports another remote or the shell; the shell never imports a remote;
 * shared packages import neither.
 */
function boundary(files, forbidden, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.flatMap((name) => [
            { group: [`**/${name}/**`, `**/${name}`], message },
            { group: [`@mailscout/${name}`, `@mailscout/${name}/**`], message },
          ]),
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.out/**', '**/.data/**', '**/node_modules/**', '**/*.tmp.*', 'e2e/.tmp/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...remotes.map((remote) =>
    boundary([`${remote}/**`], [...remotes.filter((r) => r !== remote), 'shell'], 'A remote talks to other remotes only through shared packages and the API.'),
  ),
  boundary(['shell/**'], remotes, 'The shell knows remotes only through runtime configuration.'),
  boundary(['shared/**'], [...remotes, 'shell'], 'Shared packages must not depend on apps.'),
  { files: ['scripts/**', 'e2e/**', 'services/**', '**/*.test.*', 'test/**'], rules: { 'no-console': 'off' } },
);
