import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/support/constants';

const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const launchOptions = {
  executablePath: chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Stripe's flows run against a second, Stripe-configured app: playwright.stripe.config.ts.
  testIgnore: /tests\/e2e\/stripe\//,
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // No retries: a flaky test is a bug to find. Budgets fit a busy 2-core machine (CI shares its
  // cores; a build beside the suite slows every page several times): a whole flow gets 2 minutes,
  // one expectation 20 s. Passing tests take what they need, not the budget.
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E.appUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/\.mobile\.spec\.ts$/, /tests\/e2e\/stripe\//],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      testIgnore: /tests\/e2e\/stripe\//,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions },
    },
  ],
  webServer: [
    {
      // A local OpenID provider standing in for Google (the real protocol: discovery, code + PKCE, signed ID tokens).
      command: 'tsx tests/e2e/support/oidc-server.ts',
      url: `${E2E.oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The built app on its own embedded PostgreSQL, started by the same launcher as `npm start`.
      command: `node -e "require('fs').rmSync('${E2E.dataDir}',{recursive:true,force:true})" && tsx scripts/start.ts`,
      url: `${E2E.appUrl}/auth/login`,
      // Locally a running `npm run dev` on the e2e port and DATA_DIR can be reused; CI always starts its own.
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E.appPort),
        APP_URL: E2E.appUrl,
        DATA_DIR: path.resolve(E2E.dataDir),
        DATABASE_URL: '',
        SMTP_URL: '',
        GOOGLE_CLIENT_ID: E2E.oidcClientId,
        GOOGLE_CLIENT_SECRET: E2E.oidcClientSecret,
        GOOGLE_DISCOVERY_URL: `${E2E.oidcIssuer}/.well-known/openid-configuration`,
        // Many sign-ins come from one test IP; the per-account limit stays at its fixed 10.
        AUTH_IP_RATE_LIMIT_MAX: '10000',
      },
    },
  ],
});
