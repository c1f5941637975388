import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Zones are read from the repository's root, wherever ESLint is started. */
const basePath = fileURLToPath(new URL('.', import.meta.url));
const web = './apps/web/src';

// Each feature may import only itself among the features. The rule's globs cannot say "another
// feature than this one", so there is one zone per folder under features/, read when ESLint starts:
// a new feature is covered without being listed anywhere.
const featureZones = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message: 'A feature does not reach into another one: move what both need to the shared layer.',
  }));

// The shared layer is every folder of src/ but app/ (pages) and features/: what any feature or page
// may use. It knows nothing of features and pages.
const shared = `${web}/!(app|features)/**`;

/** The API's modules (apps/api/src/modules/*); each one owns its tables. */
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next*/**',
      '**/dist/**',
      'data/**',
      '**/next-env.d.ts',
      '**/playwright-report/**',
      '**/test-results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'No focused tests.',
        },
        {
          selector: "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|test|describe)$/]",
          message: 'No skipped tests.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath,
          zones: [
            { target: './apps/web', from: './apps/api', message: 'The web app never imports the API.' },
            { target: shared, from: [`${web}/features`, `${web}/app`], message: 'The shared layer imports no feature and no page.' },
            { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import pages; pages compose features.' },
            ...featureZones,
            {
              target: [`${web}/features/!(admin-*)/**`, `${web}/app/[[]locale]/(site)/**`, `${web}/!(admin|app|features)/**`],
              from: [`${web}/admin/**`, `${web}/features/admin-*/**`],
              message: 'Public code never imports the admin: its JavaScript and CSS must stay out of public pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath,
          zones: [
            { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
            ...apiModules.map((name) => ({
              target: `./apps/api/src/modules/!(${name})/**`,
              from: `./apps/api/src/modules/${name}/**/*.repository.ts`,
              message: 'A module owns its tables: call its service, never its repository.',
            })),
            {
              target: './apps/api/src/modules/!(commerce)/**',
              from: './apps/api/src/modules/commerce',
              except: ['./commerce.service.ts'],
              message: 'Other modules reach the money path only through commerce.service.ts.',
            },
          ],
        },
      ],
    },
  },
);
