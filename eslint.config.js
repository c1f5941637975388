import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const features = [
  'accounts',
  'catalog',
  'reports',
  'blogs',
  'cart',
  'orders',
  'geography',
  'settings',
  'contacts',
  'reviews',
  'admin',
  'home',
  'layout',
  'ambassadors',
  'projects',
  'payments',
  'site-info',
];

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
          zones: [
            { target: './apps/web', from: './apps/api', message: 'The web app never imports the API.' },
            ...features.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
              message: 'Features do not reach into each other; share through components/ or lib/.',
            })),
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
        { zones: [{ target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' }] },
      ],
    },
  },
);
