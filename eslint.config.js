import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { DOOR_MESSAGE, doorOutside, noInternals, pastTheDoor } from './eslint/restricted-imports.js';
import { integrationLayers, noFakes } from './eslint/integration-layers.js';

/** The folders under `dir` (server modules, web features), read when the config loads. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const moduleBoundaries = foldersOf('./functions/src/modules/').map((name) => ({
  files: [`functions/src/modules/${name}/**/*.ts`],
  rules: noInternals(DOOR_MESSAGE, [
    '../*/**',
    '!../../**',
    ...pastTheDoor('../../modules/', name),
    ...pastTheDoor('../', name).slice(1),
  ]),
}));
/** Outside the modules, every relative path into a module names the `modules` folder. */
const serverDoors = [
  {
    // Platform's type imports (the collections map's document types) go through the doors too:
    // typescript-eslint's copy of the rule, which allows them in platform, would let any path pass.
    files: ['functions/src/*.ts', 'functions/src/{jobs,platform}/**/*.ts', 'functions/{test,bench,scripts}/**/*.ts'],
    ignores: ['functions/src/app.ts', 'functions/src/card-page-app.ts', 'functions/src/wiring.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [doorOutside('**/modules/')] }] },
  },
  {
    // wiring.ts registers every outbox topic in every entry point; a module that is imported lazily
    // (billing: Stripe) names its topic in an import-free `*.topic.ts` file that wiring.ts may take.
    files: ['functions/src/wiring.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...doorOutside('**/modules/'), group: [...pastTheDoor('**/modules/'), '!**/modules/*/*.topic'] },
          ],
        },
      ],
    },
  },
  {
    // The apps mount the modules' routes: app.ts every module's, card-page-app.ts the card pages'.
    files: ['functions/src/app.ts', 'functions/src/card-page-app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...doorOutside('**/modules/'), group: [...pastTheDoor('**/modules/'), '!**/modules/*/*.routes'] },
          ],
        },
      ],
    },
  },
];

/**
 * `app/` is the shell (router, layouts, guards): it imports features, never the other way round.
 * What features share with it (the session, auth state, redirects, paths) lives in `session/`.
 */
const noAppImport = {
  regex: '^(\\.\\./)+app/',
  message:
    'Only the shell imports app/: take the session, auth, redirects and paths from session/, shared pieces from components/.',
};

const featureBoundaries = foldersOf('./web/src/features/').flatMap((name) => {
  const message = 'Import another feature through its api or index file, not its internals.';
  const rules = (group) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }, noAppImport] }] });
  return [
    {
      files: [`web/src/features/${name}/*.{ts,tsx}`],
      rules: rules(['../*/**', '!../../**', `!../${name}/**`, '!../*/api', '!../*/index', '!../*/*.test-support']),
    },
    {
      files: [`web/src/features/${name}/*/*.{ts,tsx}`],
      rules: rules([
        '../../*/**',
        '!../../../**',
        `!../../${name}/**`,
        '!../../*/api',
        '!../../*/index',
        '!../../*/*.test-support',
      ]),
    },
  ];
});

/**
 * Test support (`*.test-support.ts`: world builders, fixtures, the fetch stub) is for tests and
 * the benches: product code never imports it, so no build holds it (docs/testing.md).
 */
const testSupportOnlyInTests = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { product: 'Only tests, test support and benches import a *.test-support file.' },
  },
  create(context) {
    const check = (node) => {
      const from = node.source?.value;
      if (typeof from === 'string' && /\.test-support(\.[cm]?[jt]sx?)?$/.test(from))
        context.report({ node, messageId: 'product' });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * Every collection is named once, in functions/src/platform/store/collections.ts, with its
 * documents' type and its writer (docs/architecture.md, "The collections map"). Elsewhere code
 * opens data through `collections(ctx)`: no `.collection(…)`, no `store.doc(path)`, no
 * `.doc('a/b')` path. The store's adapters and their own tests (platform/store/) are the exception,
 * and so is the test harness's counting store, an adapter around the SQLite one, with its test.
 */
const COLLECTIONS_MESSAGE =
  'Open data through collections(ctx) (platform/store/collections.ts), not by a collection path.';
const collectionPaths = {
  files: ['functions/**/*.ts'],
  ignores: [
    'functions/src/platform/store/**',
    'functions/test/counting-store.test-support.ts',
    'functions/test/counting-refs.test-support.ts',
    'functions/test/budgets/counting-store.test.ts',
    // A store around the SQLite one that fails a transaction on cue.
    'functions/src/modules/analytics/link-redirects.test.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'CallExpression[callee.property.name=/^(collection|collectionGroup)$/]',
        message: COLLECTIONS_MESSAGE,
      },
      {
        selector: "CallExpression[callee.property.name='doc'][callee.object.name='store']",
        message: COLLECTIONS_MESSAGE,
      },
      {
        selector: "CallExpression[callee.property.name='doc'][callee.object.property.name='store']",
        message: COLLECTIONS_MESSAGE,
      },
      { selector: "CallExpression[callee.property.name='doc'] > Literal[value=/\\//]", message: COLLECTIONS_MESSAGE },
      {
        selector: "CallExpression[callee.property.name='doc'] > TemplateLiteral > TemplateElement[value.raw=/\\//]",
        message: COLLECTIONS_MESSAGE,
      },
    ],
  },
};

/**
 * The app's route prefixes (`/auth`, `/card`, `/company`, …), read from the patterns in
 * `session/paths.ts` so a new route is covered as soon as it is added there.
 */
const PATHS_FILE = 'web/src/session/paths.ts';
const routePrefixes = [
  ...new Set(
    [
      ...readFileSync(new URL(`./${PATHS_FILE}`, import.meta.url), 'utf8').matchAll(/^\s+\w+: '\/([\w-]+)[^']*',$/gm),
    ].map((match) => match[1]),
  ),
];
const appPath = `^\\/(${routePrefixes.join('|')})([\\/?#]|$)`;
const pathMessage = 'Build app addresses with `paths` from session/paths.ts, not by hand.';
// What a feature hands its API path joiner after the id (`companyPath(id, '/cards')`) is the rest of an
// API address; only that argument is let through, so an app path handed whole to a `…Path` is still refused.
const notApiSuffix = ':not(CallExpression[callee.name=/^(p|\\w+P)ath$/] > :not(:first-child))';
const dateMessage =
  'Format dates and counts with formatDate/formatNumber from i18n/format.ts: they follow the page language.';
/** Addresses come from paths.ts and dates from format.ts; those two files are where they are spelled. */
const webSpelledOnce = {
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: [PATHS_FILE, 'web/src/i18n/format.ts', 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/${appPath}/]${notApiSuffix}`, message: pathMessage },
      { selector: `TemplateLiteral[quasis.0.value.raw=/${appPath}/]${notApiSuffix}`, message: pathMessage },
      // The landing page's '/' is too common a string to refuse everywhere: refused where it is an address.
      { selector: "JSXAttribute[name.name=/^(to|href)$/] > Literal[value='/']", message: pathMessage },
      { selector: "CallExpression[callee.name='navigate'] > Literal[value='/']", message: pathMessage },
      { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: dateMessage },
      {
        selector:
          "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]",
        message: dateMessage,
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.local/**',
      '.local-e2e/**',
      '.local-bench/**',
      '.local-shots/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Generated by the web's typecheck, which runs beside eslint in checks.mjs: linting it raced
      // the writer (a half-written file) and only repeated what the generator guarantees.
      'web/src/api/openapi.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-template-curly-in-string': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The SPA's texts come from the message catalogue (docs/i18n.md): no words typed into JSX,
    // nor into the props that people read.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(label|aria-label|title|placeholder|alt|hint|message|description|heading|pendingLabel|[a-zA-Z]+(Label|Text|Title|Message))$',
            ],
          },
          // The plugin's own list, plus react-hook-form's `register('field')` and the editor's
          // `lockedInput('field')`: a field name, not a text; `formatDate(value, 'long')`: a style.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              '([a-zA-Z]+\\.)?register',
              'lockedInput',
              'formatDate',
            ],
          },
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts', 'web/**/*.{ts,tsx,mjs}', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.test-support.{ts,tsx}', 'functions/bench/**', 'web/bench/**'],
    plugins: { 'test-support': { rules: { 'only-in-tests': testSupportOnlyInTests } } },
    rules: { 'test-support/only-in-tests': 'error' },
  },
  ...moduleBoundaries,
  ...serverDoors,
  ...featureBoundaries,
  ...integrationLayers,
  collectionPaths,
  {
    // Platform sits under every module (access included): a module provides what platform needs, never the reverse.
    // Type-only imports are allowed: the collections map names each collection's document type, erased at build.
    files: ['functions/src/platform/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        // One list with the fakes' pattern: a second block of this rule would replace it, not add to it.
        {
          patterns: [
            { group: ['**/modules/**', '**/modules'], message: 'Platform imports no module.', allowTypeImports: true },
            noFakes,
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/{components,lib,i18n,session}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppImport] }] },
  },
  webSpelledOnce,
);
