// Mutation testing (docs/testing.md): `npm run test:mutation`. Slow, so not part of `npm test` or CI.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Framework-free logic and the pure parts of the features. A later issue adds its pure files here
  // (tax tables, contract merge fields, schedules, reports); server-only, database and React files
  // stay out (the integration and e2e layers cover them).
  mutate: [
    'src/lib/**/*.ts',
    // Data tables, not logic: a changed entry is a changed table, not a wrong rule.
    '!src/lib/common-passwords.ts',
    '!src/lib/phone-metadata-br.ts',
    '!src/lib/phone-metadata-subset.ts',
    'src/features/*/schemas.ts',
    'src/features/auth/input-guards.ts',
    'src/features/billing/signature.ts',
    'src/features/proposals/pdf/word-breaks.ts',
    'src/features/proposals/pdf/mono-text.ts',
    'src/features/contracts/document.ts',
    'src/features/contracts/templates/index.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in code that runs when a module loads (constants, module-level schemas) cannot be tied
  // to a test, so it reruns every test that imports the file: about 500 of them took 94 % of the
  // time. They are left out of the default run; `npm run test:mutation -- --ignoreStatic false`
  // includes them (hours on a 2-core machine).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['html', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
