// The linter: correctness, React, accessibility and import hygiene. Formatting is Prettier's alone,
// so no stylistic rule is on here. What runs and why, and the feature boundaries: docs/linting.md.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * Each feature's public face: the only files of it that code outside the feature (src/app, other
 * features) may import. Everything else (mutations, PDF internals, helpers) is the feature's own.
 * `uses` lists the features it may import; that graph must stay acyclic (checked below), so two
 * features never import each other, however indirectly.
 * Faces are single files, not barrels: a client component imports exactly the module it needs and
 * never pulls server-only code in through a re-export.
 */
const FEATURES = {
  storage: { uses: [], face: ['storage.ts'] },
  email: { uses: [], face: ['mailer.ts'] },
  jobs: { uses: [], face: ['queue.ts'] },
  assistant: { uses: [], face: ['components/assistant-bubble.tsx', 'components/chat.tsx'] },
  billing: { uses: ['auth', 'email', 'jobs'], face: ['webhook.ts', 'stripe/jobs.ts', 'stripe/checkout-route.ts', 'stripe/checkout-status.ts', 'stripe/offers.ts', 'stripe/webhook.ts', 'stripe/account-routes.ts', 'stripe/components/buy-buttons.tsx', 'stripe/components/checkout-status.tsx', 'stripe/components/pix-renewal-notice.tsx', 'stripe/components/invoices.tsx'] },
  auth: {
    uses: ['email', 'storage'],
    face: [
      'auth.ts',
      'client.ts',
      'delete-account.ts',
      'error-codes.ts',
      'session.ts',
      'signed-in-action.ts',
      'components/auth-card.tsx',
      'components/google-button.tsx',
      'components/login-form.tsx',
      'components/or-divider.tsx',
      'components/reset-password-form.tsx',
      'components/signup-form.tsx',
    ],
  },
  account: {
    uses: ['auth', 'storage'],
    face: [
      'actions.ts',
      'export.ts',
      'logo.ts',
      'plan.ts',
      'queries.ts',
      'writable.ts',
      'components/account-language-switcher.tsx',
      'components/language-switcher.tsx',
      'components/plan-limit.tsx',
      'components/plan-notice.tsx',
    ],
  },
  'app-shell': {
    uses: ['auth'],
    face: [
      'components/empty-state.tsx',
      'components/login-toast.tsx',
      'components/mobile-nav.tsx',
      'components/not-found-card.tsx',
      'components/not-found-redirect.tsx',
      'components/page-header.tsx',
      'components/sidebar-nav.tsx',
      'components/sign-out-button.tsx',
      'components/stat-card.tsx',
      'components/user-menu.tsx',
    ],
  },
  marketing: {
    uses: ['auth', 'account'],
    face: [
      'checkout-url.ts',
      'metadata.ts',
      'components/closing-cta.tsx',
      'components/faq.tsx',
      'components/features.tsx',
      'components/hero.tsx',
      'components/how-it-works.tsx',
      'components/legal-document.tsx',
      'components/payment-success.tsx',
      'components/pricing.tsx',
      'components/showcase.tsx',
      'components/site-footer.tsx',
      'components/site-header.tsx',
      'components/testimonials.tsx',
    ],
  },
  knowledge: {
    uses: ['account', 'app-shell'],
    face: [
      'access.ts',
      'components/article-list.tsx',
      'components/article-not-found.tsx',
      'components/article-reader.tsx',
      'components/hub-embed.tsx',
      'components/locked-hub.tsx',
    ],
  },
  calculator: { uses: ['account', 'auth'], face: ['queries.ts', 'components/goals-form.tsx'] },
  services: {
    uses: ['account', 'app-shell', 'auth'],
    face: ['mutations.ts', 'queries.ts', 'components/service-card-actions.tsx', 'components/service-dialog.tsx'],
  },
  clients: {
    uses: ['account', 'app-shell', 'auth'],
    face: [
      // The public API (features/api) creates and edits through the same domain functions.
      'mutations.ts',
      'queries.ts',
      'schemas.ts',
      'components/client-dialog.tsx',
      'components/clients-workspace.tsx',
      'components/new-client-button.tsx',
    ],
  },
  dashboard: {
    uses: ['calculator', 'clients'],
    face: ['queries.ts', 'components/onboarding-checklist.tsx', 'components/tour.tsx', 'components/trial-banner.tsx'],
  },
  settings: {
    uses: ['account', 'app-shell', 'auth', 'marketing'],
    face: [
      'components/delete-account.tsx',
      'components/logo-upload.tsx',
      'components/profile-fields.tsx',
      'components/settings-card.tsx',
      'components/subscription-panel.tsx',
    ],
  },
  proposals: {
    uses: ['account', 'app-shell', 'auth', 'calculator', 'clients', 'storage'],
    face: [
      'documents.ts',
      'mutations.ts',
      'pdf-response.ts',
      'queries.ts',
      'schemas.ts',
      // The PDF pieces the public link and the API routes render with.
      'pdf/colors.ts',
      'pdf/context.ts',
      // The contract PDF draws with the same fonts, looks and code lines.
      'pdf/fonts.ts',
      // The public page words each line's pricing as the PDF does, in the proposal's language.
      'pdf/format.ts',
      'pdf/line-detail.ts',
      'pdf/logo.ts',
      'pdf/model.ts',
      'pdf/mono-text.ts',
      'pdf/render.tsx',
      'pdf/sample.ts',
      'pdf/theme.ts',
      'components/delete-proposal-button.tsx',
      'components/duplicate-proposal.tsx',
      'components/extend-validity.tsx',
      'components/proposal-form.tsx',
      'components/proposal-not-found.tsx',
      'components/proposal-list.tsx',
      'components/proposal-status-badge.tsx',
      'components/proposal-summary.tsx',
      'components/proposals-toolbar.tsx',
      'components/save-as-template.tsx',
      'components/template-picker.tsx',
      // Which plan gets Valora's web-project templates (the new-proposal page lists them).
      'templates-access.ts',
    ],
  },
  // Contracts are made from proposals; the signing link and the verification page show them.
  contracts: {
    uses: ['account', 'app-shell', 'auth', 'calculator', 'clients', 'email', 'proposals', 'storage'],
    face: [
      'access.ts',
      'actions.ts',
      'document.ts',
      'link.ts',
      'queries.ts',
      'schemas.ts',
      'templates/index.ts',
      'templates/types.ts',
      'components/contract-editor.tsx',
      'components/contract-history.tsx',
      'components/contract-plan-notice.tsx',
      'components/contract-proposal-button.tsx',
      'components/contract-status-badge.tsx',
      'components/contracts-toolbar.tsx',
      'components/new-contract-form.tsx',
      'components/template-card.tsx',
      // The public signing link (/c/[token]) and the countersign panel of the contract's page.
      'signing/queries.ts',
      'signing/actions.ts',
      'components/signing/contract-text.tsx',
      'components/signing/sign-form.tsx',
      'components/signing/view-beacon.tsx',
      'components/countersign-panel.tsx',
      'components/countersign-section.tsx',
      // The PDF routes, the final PDF (called when both parties signed) and the verification page.
      'pdf/data.ts',
      'pdf/finalize.ts',
      'pdf/serve.ts',
      'pdf/verify.ts',
      'pdf/verify-form.tsx',
    ],
  },
  // Reports (issue 20): figures aggregated from the proposals and clients; the page, its charts and CSV files.
  reports: {
    uses: ['account', 'app-shell', 'auth', 'calculator'],
    face: [
      'csv-route.ts',
      'load.ts',
      'queries.ts',
      'sample.ts',
      'types.ts',
      'components/locked-reports.tsx',
      'components/period-picker.tsx',
      'components/report-body.tsx',
    ],
  },
  // How the freelancer gets paid (every plan): instalments, received payments, receipts.
  payments: {
    uses: ['account', 'auth', 'email', 'jobs', 'proposals'],
    face: [
      'actions.ts',
      'jobs.ts',
      'instalments.ts',
      'queries.ts',
      'schemas.ts',
      'pdf/serve.ts',
      'components/instalments-panel.tsx',
      'components/schedule-editor.tsx',
      'components/overdue-list.tsx',
    ],
  },
  // Web Designer's projects, made by a proposal's acceptance (proposal-link calls create.ts).
  projects: {
    uses: ['account', 'app-shell', 'auth', 'calculator', 'clients'],
    face: [
      'access.ts',
      'create.ts',
      'queries.ts',
      'components/locked-projects.tsx',
      'components/project-page.tsx',
      'components/projects-view.tsx',
    ],
  },
  // The public link shows a proposal, so it depends on proposals and never the other way round.
  'proposal-link': {
    uses: ['account', 'app-shell', 'auth', 'email', 'jobs', 'payments', 'projects', 'proposals'],
    face: [
      'jobs.ts',
      'queries.ts',
      'components/acceptance-record.tsx',
      'components/choice-context.tsx',
      'components/pix-deposit.tsx',
      'components/pix-instalments.tsx',
      'components/proposal-answer.tsx',
      'components/proposal-document.tsx',
      'components/proposal-history.tsx',
      'components/reminders-switch.tsx',
      'components/share-panel.tsx',
      'components/view-beacon.tsx',
      'reminders.ts',
    ],
  },
  // The public API (/api/v1) and the outgoing webhooks: through the other features' own functions.
  api: {
    uses: ['account', 'app-shell', 'auth', 'calculator', 'clients', 'contracts', 'email', 'jobs', 'proposal-link', 'proposals', 'services'],
    face: [
      'clients-api.ts',
      'handler.ts',
      'integrations.ts',
      'jobs.ts',
      'openapi.ts',
      'proposals-api.ts',
      'reads-api.ts',
      'services-api.ts',
      'components/integrations-panel.tsx',
    ],
  },
};

// The config fails to load when the table above is wrong: a feature folder missing from it, a face
// file that does not exist, or a cycle in `uses`.
const featuresDir = path.join(root, 'src/features');
for (const name of fs.readdirSync(featuresDir)) {
  if (!(name in FEATURES)) throw new Error(`eslint.config.mjs: feature ${name} has no entry in FEATURES`);
}
for (const [name, { uses, face }] of Object.entries(FEATURES)) {
  for (const file of face) {
    if (!fs.existsSync(path.join(featuresDir, name, file))) throw new Error(`eslint.config.mjs: ${name}/${file} does not exist`);
  }
  for (const used of uses) if (!(used in FEATURES)) throw new Error(`eslint.config.mjs: ${name} uses unknown ${used}`);
}
function assertAcyclic() {
  const state = new Map();
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') throw new Error(`eslint.config.mjs: feature cycle ${[...trail, name].join(' -> ')}`);
    state.set(name, 'open');
    for (const used of FEATURES[name].uses) visit(used, [...trail, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(FEATURES)) visit(name, []);
}
assertAcyclic();

const faceOf = (name) => FEATURES[name].face.map((file) => `./${name}/${file}`);
const allFaces = Object.keys(FEATURES).flatMap(faceOf);

const boundaryZones = [
  // Inside a feature: its own files, and the faces of the features it uses.
  ...Object.entries(FEATURES).map(([name, { uses }]) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...uses.flatMap(faceOf)],
    message: `${name} may import only its own files and the public face of ${uses.join(', ') || 'no feature'} (FEATURES in eslint.config.mjs).`,
  })),
  // Pages and route handlers: any feature, through its face.
  {
    target: './src/app',
    from: './src/features',
    except: allFaces,
    message: 'src/app imports a feature only through its public face (FEATURES in eslint.config.mjs).',
  },
  // The layers below the features never reach up into them.
  ...['lib', 'components', 'db', 'i18n', 'config', 'env.ts', 'proxy.ts'].map((below) => ({
    target: `./src/${below}`,
    from: './src/features',
    message: `src/${below} sits below the features and may not import them: move the shared code down.`,
  })),
  {
    target: './src/lib',
    from: ['./src/app', './src/db', './src/components'],
    message: 'src/lib is framework-free logic: it imports no app, database or component code.',
  },
];

export default defineConfig([
  globalIgnores([
    '.next/**',
    'data/**',
    '.test-data/**',
    'test-results/**',
    'playwright-report/**',
    'bench/**',
    'public/**',
    'src/db/migrations/**',
    'next-env.d.ts',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns; the promise inside an async handler is still
      // checked by no-floating-promises, and every other place a promise is passed stays checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Async functions that implement a promise-returning contract (Next's headers(), auth hooks,
      // test doubles) read better as async than as Promise.resolve(); it finds no bug.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // React: the pages, components and hooks.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat['recommended-latest'],
      jsxA11y.flatConfigs.recommended,
      nextPlugin.configs['core-web-vitals'],
    ],
    languageOptions: { globals: { ...globals.browser } },
    settings: { next: { rootDir: root } },
    rules: {
      // The rule is written for the pages/ router; App Router root layouts write <head> themselves.
      '@next/next/no-head-element': 'off',
    },
  },

  // Imports: no cycles anywhere, and the feature boundaries above.
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads only .js files and sees no TypeScript import at all.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },

  // Counts go through src/db/count.ts: drizzle's $count sends an unnamed statement, which
  // PostgreSQL parses and plans on every run (docs/performance.md, issue 17).
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: '$count', message: 'Use countRows (src/db/count.ts): $count is planned on every run.' },
      ],
    },
  },

  // Tests and the bench scripts read bodies typed `any` by their libraries (Playwright's
  // response.json(), fetch, JSON.parse of result files): the assertions that follow are their type check.
  {
    files: ['tests/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },

  // JavaScript files are outside the TypeScript project: no type information for them.
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
]);
