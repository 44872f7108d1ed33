// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MACHINES_ARE_PURE =
  'machines/ is pure TypeScript (ARCHITECTURE E2): browser and view code lives in src/ and is handed in with machine.provide().';

const CONTENT_IS_STATIC =
  'Content takes its language from the route (PageProps) and never reads the actor system: use the `language` prop and `dictionaries[language]` from src/i18n.';

export default defineConfig([
  globalIgnores([
    'dist',
    '.cache',
    'node_modules',
    'coverage',
    'test-results',
    'playwright-report',
    'paths-report',
    'docs',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // XState v5 `setup()` declares browser effects as empty placeholder actions
      // (`persistLanguage: (_, _params: { language: Language }) => {}`) that src/ provides.
      'no-empty-function': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-var': 'error',
      'prefer-const': 'error',
    },
  },

  // Plain JavaScript (this file) is not in tsconfig.json: lint it without type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },

  // machines/: no views, no routing, no styling, nothing from src/, no browser global.
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: MACHINES_ARE_PURE },
            { name: 'react-dom', message: MACHINES_ARE_PURE },
            { name: '@xstate/react', message: MACHINES_ARE_PURE },
            { name: 'wouter', message: MACHINES_ARE_PURE },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', '@xstate/react/*', 'wouter/*'],
              message: MACHINES_ARE_PURE,
            },
            { group: ['@emotion/*'], message: MACHINES_ARE_PURE },
            {
              // Any relative path with a `src` segment: '../src', '../src/i18n', './../src/x'.
              regex: '^\\.{1,2}/(?:.*/)?src(?:/|$)',
              message: `machines/ may not import from src/. ${MACHINES_ARE_PURE}`,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map(
          (name) => ({ name, message: `${MACHINES_ARE_PURE} Pass facts in as input.` }),
        ),
      ],
    },
  },

  // The application: browser code, React views and hooks.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },

  // Content (documents, their renderer, the content blocks) takes its language from the route and
  // renders without the actor system (issue #10), so it may not import src/state.
  {
    files: ['src/content/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any relative path into src/state: '../state/…', '../../state', '../../../state/…'.
              regex: '^(?:\\.{1,2}/)+state(?:/|$)',
              message: CONTENT_IS_STATIC,
            },
          ],
        },
      ],
    },
  },

  // Tests render the views in jsdom and drive Playwright from Node; so does the QA tool (qa/), whose
  // command line (`npm run paths`) runs in Node.
  {
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts', 'qa/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },

  // Build scripts and tool configs run in Node.
  {
    files: ['scripts/**/*.ts', 'server/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
]);
