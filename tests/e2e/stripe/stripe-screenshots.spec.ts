import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_STRIPE } from '../support/constants';
import { confirmPix, payOnStripe, setPaidUntil, standInCheckout, stripeAccount, stripeSignIn } from '../support/stripe';
import { expect, test } from '../support/test';

// Screenshots of /pay/sucesso's states and Configurações > Assinatura with Stripe, at 1440 and 375 px,
// light and dark: only when SHOTS_DIR names where to write them (`SHOTS_DIR=/work/shots/stripe npx
// playwright test -c playwright.stripe.config.ts stripe-screenshots`); skipped in the suite.
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'SHOTS_DIR not set');

/** Starts a checkout of Pleno from its page: the stand-in's session id. */
async function startCheckout(page: Page, button: string): Promise<string> {
  await page.goto('/checkout/pleno');
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(standInCheckout);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

test('payment result and subscription screens, light and dark, desktop and phone', async ({ page, request, browser }) => {
  test.setTimeout(600_000);
  const card = await stripeAccount(request, 'shots-cartao');
  await stripeSignIn(page.context(), card.email);
  const paid = await startCheckout(page, 'Assinar com cartão (mensal)');
  await payOnStripe(page);
  await page.context().clearCookies();

  const pix = await stripeAccount(request, 'shots-pix');
  await stripeSignIn(page.context(), pix.email);
  const awaiting = await startCheckout(page, 'Pagar 1 mês com Pix');
  await payOnStripe(page, 'pix');
  const failed = await startCheckout(page, 'Pagar 12 meses com Pix');
  await page.context().clearCookies();

  const renewal = await stripeAccount(request, 'shots-renova');
  await stripeSignIn(page.context(), renewal.email);
  const renewed = await startCheckout(page, 'Pagar 1 mês com Pix');
  await payOnStripe(page, 'pix');
  await confirmPix(request, renewed);
  await setPaidUntil(renewal.email, 2);

  fs.mkdirSync(dir!, { recursive: true });
  const screens = [
    ['sucesso-paid', card, `/pay/sucesso?session_id=${paid}`],
    ['assinatura-card', card, '/app/settings?tab=subscription'],
    ['sucesso-awaiting-pix', pix, `/pay/sucesso?session_id=${awaiting}`],
    ['sucesso-failed', pix, `/pay/sucesso?session_id=${failed}`],
    ['assinatura-pix-renewal', renewal, '/app/settings?tab=subscription'],
  ] as const;
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [width, height, tag] of [
      [1440, 900, 'desktop'],
      [375, 740, 'mobile'],
    ] as const) {
      for (const [name, account, url] of screens) {
        const ctx = await browser.newContext({
          baseURL: E2E_STRIPE.appUrl,
          viewport: { width, height },
          colorScheme,
          locale: 'pt-BR',
          timezoneId: 'America/Sao_Paulo',
        });
        await stripeSignIn(ctx, account.email);
        const shot = await ctx.newPage();
        await shot.goto(url);
        await shot.waitForLoadState('networkidle');
        if (name.startsWith('sucesso')) await expect(shot.getByTestId('stripe-status')).toBeVisible();
        await shot.screenshot({ path: path.join(dir!, `${name}-${tag}-${colorScheme}.png`), fullPage: true });
        const overflow = await shot.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        await ctx.close();
      }
    }
  }
});
