// The Stripe e2e set-up (issue 16): the same production build as playwright.config.ts, started a
// second time with Stripe configured against the local stand-in (Stripe cannot be reached from the
// test machines), on its own port and DATA_DIR. Only tests/e2e/stripe/ runs here; the main set-up
// keeps Stripe off (the app's behaviour without it). `npm run test:e2e` runs both.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { OFFERS } from './src/features/billing/stripe/offers';
import base from './playwright.config';
import { E2E_STRIPE, e2eStripePriceId } from './tests/e2e/support/constants';

const prices = Object.fromEntries(OFFERS.map((o) => [o.envKey, e2eStripePriceId(o.envKey)]));
const launchOptions = base.use?.launchOptions;

export default defineConfig({
  ...base,
  testDir: 'tests/e2e/stripe',
  testIgnore: undefined,
  use: { ...base.use, baseURL: E2E_STRIPE.appUrl },
  projects: [
    { name: 'stripe-desktop', testIgnore: /\.mobile\.spec\.ts$/, use: { viewport: { width: 1366, height: 900 }, launchOptions } },
    {
      name: 'stripe-mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions },
    },
  ],
  webServer: [
    {
      command: 'tsx tests/e2e/support/stripe-server.ts',
      // The API refuses a request without a key (401): the stand-in is up.
      url: `${E2E_STRIPE.standInUrl}/v1/prices/ready`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node -e "require('fs').rmSync('${E2E_STRIPE.dataDir}',{recursive:true,force:true})" && tsx scripts/start.ts`,
      url: `${E2E_STRIPE.appUrl}/auth/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_STRIPE.appPort),
        APP_URL: E2E_STRIPE.appUrl,
        DATA_DIR: path.resolve(E2E_STRIPE.dataDir),
        DATABASE_URL: '',
        SMTP_URL: '',
        AUTH_IP_RATE_LIMIT_MAX: '10000',
        STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
        STRIPE_API_BASE: E2E_STRIPE.standInUrl,
        ...prices,
      },
    },
  ],
});
