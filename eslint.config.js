import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Literal text in JSX: every user-facing string comes from a catalogue (apps/web/src/locales,
 * read with t()). Folders whose texts are not in catalogues yet are listed here; whoever moves a
 * folder's texts into its catalogue removes it from this list.
 */
const notYetTranslated = [];

const words = '/[A-Za-z\\u0600-\\u06FF]/';
const textAttributes =
  '/^(alt|aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext|label|placeholder|title|pendingLabel)$/';
const literalTextMessage =
  'User-facing text belongs in a catalogue (apps/web/src/locales/<lang>/<namespace>.json): use t().';
const errorClasses = '/^(HttpError|TooManyRequests|RuleError|CapacityError)$/';
const pluginOptionsMessage =
  'A plugin of ours takes no options: it reads what it needs from app.deps (decision 0067).';
// Plugins of other packages, which are configured by their options.
const externalPlugins = '/^(fastify[A-Z]\\w*|multipart)$/';
const literalErrorMessage =
  'Raise an error by its key in apps/api/src/locales/<lang>/errors.json (message(key, values)), not by its words.';
const webErrorMessage =
  'A failure the web words itself is raised by its key: ownError(status, key) or i18next.t(key), not by its words.';
const webErrorClasses = '/^(ApiRequestError|CellsGoneError|UploadCancelledError)$/';
// The web's own failures are written by key, in the language in use (decision 0058).
const webErrorText = [
  {
    selector: `NewExpression[callee.name=${webErrorClasses}] > :matches(TemplateLiteral, Literal[value=/\\s/])`,
    message: webErrorMessage,
  },
  {
    selector: `CallExpression[callee.name='ownError'] > :matches(TemplateLiteral, Literal[value=/\\s/])`,
    message: webErrorMessage,
  },
];
const literalText = [
  { selector: `JSXText[value=${words}]`, message: literalTextMessage },
  {
    selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${words}]`,
    message: literalTextMessage,
  },
  {
    selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${words}]`,
    message: literalTextMessage,
  },
  {
    selector: `JSXAttribute[name.name=${textAttributes}] > Literal[value=${words}]`,
    message: literalTextMessage,
  },
  {
    selector: `JSXAttribute[name.name=${textAttributes}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${words}]`,
    message: literalTextMessage,
  },
  {
    selector: `JSXAttribute[name.name=${textAttributes}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${words}]`,
    message: literalTextMessage,
  },
];

const otherRepository = {
  regex: '^\\.\\./[a-z-]+/([a-z-]+\\.)?repository$',
  message: "Use the other module's service; a repository is its own module's.",
};
const seedCode = {
  regex: '(^|/)db/seed(/|$)',
  message: 'Runtime code never imports seed code.',
};
const sqlOutsideRepository = "SQL lives in the module's repository; call a function of it.";
const otherModuleFile = {
  regex: '^\\.\\./[a-z-]+/(?!([a-z-]+\\.)?repository$)[^/]+$',
  message: 'Import another module through its index (`../booking`), never a file inside it.',
};

/** The web's feature folders, which never import each other. */
const webFeatures = [
  'account',
  'admin',
  'audience',
  'auth',
  'booking',
  'catalog',
  'contact',
  'content',
  'finder',
  'notifications',
  'orders',
  'organisation',
  'payments',
  'player',
  'recommender',
].join('|');
const featuresApart =
  'Features never import each other; move what they share to components/ or lib/.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '.tsbuild/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The player's service worker is plain JavaScript served as is.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Configuration is read and validated in one place.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/**/*.test.ts', 'apps/api/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  {
    // Errors by key (decision 0058): a refusal names its message's key, never its words. The types
    // refuse a non-key literal; these also refuse words built at run time and passed as words.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `NewExpression[callee.name=${errorClasses}] > :matches(TemplateLiteral, Literal[value=/\\s/])`,
          message: literalErrorMessage,
        },
        {
          selector: `NewExpression[callee.name=${errorClasses}] > ObjectExpression > Property > :matches(TemplateLiteral, Literal[value=/\\s/])`,
          message: literalErrorMessage,
        },
        {
          selector: `CallExpression[callee.name=/^(messageOfWords|contractMessage)$/] > :matches(TemplateLiteral, Literal):first-child`,
          message: literalErrorMessage,
        },
        // One way to hand a module its dependencies (decision 0067): our plugins take no options.
        {
          selector:
            'TSTypeReference[typeName.name=/^FastifyPluginAsync(Zod)?$/] > TSTypeParameterInstantiation',
          message: pluginOptionsMessage,
        },
        {
          selector: "CallExpression[callee.name='fp'] > :function[params.length>1]",
          message: pluginOptionsMessage,
        },
        {
          selector: `CallExpression[callee.property.name='register'][arguments.0.name!=${externalPlugins}] > :nth-child(2):not(ObjectExpression)`,
          message: pluginOptionsMessage,
        },
        {
          selector: `CallExpression[callee.property.name='register'][arguments.0.name!=${externalPlugins}] > ObjectExpression:nth-child(2) > :not(Property[key.name='prefix'])`,
          message: pluginOptionsMessage,
        },
      ],
    },
  },
  {
    // Module boundaries (decision 0013): a module reaches another only through its public face,
    // the other module's index.ts (`../booking`), never a file inside it. Tests may reach in.
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [otherRepository, seedCode, otherModuleFile] },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherRepository, seedCode] }],
    },
  },
  {
    // SQL lives in repositories (`repository.ts`, `*.repository.ts`): services, jobs and handlers
    // call them and never build a query themselves. Types may still be imported.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/modules/**/*repository.ts',
      'apps/api/src/modules/**/*.test.ts',
      'apps/api/src/modules/**/*.test.table.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: sqlOutsideRepository }],
          patterns: [
            otherRepository,
            seedCode,
            otherModuleFile,
            {
              regex: '(^|/)db/client$',
              importNames: ['queryRows'],
              message: sqlOutsideRepository,
            },
          ],
        },
      ],
    },
  },
  {
    // Runtime code outside the modules never imports seed code either; the server's start-up
    // (which seeds the embedded database) and the seed scripts are the exceptions.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/modules/**',
      'apps/api/src/db/seed/**',
      'apps/api/src/db/seed-bench.ts',
      'apps/api/src/server.ts',
      'apps/api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db/seed(/|$)|^\\./seed/|^\\.\\./seed/',
              message: 'Runtime code never imports seed code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web's features never import each other; shared pieces live in components/ and lib/
    // (the console's shared pieces in components/console/). A feature's console screens live in
    // its console/ folder, which only the console shell (features/admin) imports.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: `^(\\.\\./)+(features/)?(${webFeatures})/`, message: featuresApart }],
        },
      ],
    },
  },
  {
    // The console shell: a feature's console screens through its console/index.ts, nothing else.
    files: ['apps/web/src/features/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${webFeatures})/(?!console$)`,
              message: `${featuresApart} The console shell imports a feature's console/index.ts only.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.ts'],
    ignores: ['apps/web/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...webErrorText] },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: notYetTranslated,
    rules: { 'no-restricted-syntax': ['error', ...literalText, ...webErrorText] },
  },
  prettier,
);
