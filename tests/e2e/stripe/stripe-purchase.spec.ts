// Buying a plan through Stripe (issue 16), in the browser, against the Stripe-configured app of
// playwright.stripe.config.ts and the local stand-in's hosted checkout page ("Pagar", "Confirmar Pix").
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from '../../support/outbox';
import { E2E_STRIPE } from '../support/constants';
import { PASSWORD, uniqueEmail } from '../support/fixtures';
import { expect, test } from '../support/test';
import { passwordField, submitLogin } from '../support/ui';

const DATA_DIR = path.resolve(E2E_STRIPE.dataDir);
const origin = { origin: E2E_STRIPE.appUrl };
const standInCheckout = new RegExp(`^${E2E_STRIPE.standInUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/checkout/cs_test_`);
const sucesso = /\/pay\/sucesso\?session_id=cs_test_/;

/** A verified account of the Stripe app, signed in in the page's context. */
async function signedInAccount(page: Page, request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  expect((await request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: prefix }, headers: origin })).status()).toBe(200);
  const { link } = await waitForMail(DATA_DIR, { to: email, kind: 'verify' });
  expect([200, 302]).toContain((await request.get(link!, { maxRedirects: 0 })).status());
  const res = await page.context().request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: origin });
  expect(res.status()).toBe(200);
  return email;
}

/** On the stand-in's hosted page: pays (card or Pix) and comes back to /pay/sucesso. */
async function payOnStripe(page: Page, method: 'card' | 'pix' = 'card') {
  await expect(page).toHaveURL(standInCheckout);
  if (method === 'pix') await page.getByRole('radio', { name: 'Pix' }).check();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(sucesso);
}

test('a visitor picks Pleno, creates an account and goes straight to Stripe; paid by card, the plan is active', async ({
  page,
}) => {
  const email = uniqueEmail('stripe-cartao');
  await page.goto('/checkout/pleno');
  await page.getByRole('button', { name: 'Assinar com cartão (mensal)' }).click();

  // Sent to sign up, the plan carried in the address.
  await expect(page).toHaveURL(/\/auth\/signup\?next=%2Fcheckout%2Fpleno%3Fbuy%3Dsubscription$/);
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // The e-mail's link confirms the address and opens the login page, still carrying the plan.
  const { link } = await waitForMail(DATA_DIR, { to: email, kind: 'verify' });
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/login\?.*next=%2Fcheckout%2Fpleno/);
  await submitLogin(page, email, PASSWORD);

  // Straight to Stripe's page, with the account's e-mail.
  await expect(page).toHaveURL(standInCheckout);
  await expect(page.getByTestId('amount')).toHaveText('R$ 99.00');
  await expect(page.getByText(email)).toBeVisible();
  await payOnStripe(page);

  const status = page.getByTestId('stripe-status');
  await expect(status).toHaveAttribute('data-state', 'paid');
  await expect(status.getByText('Plano Pleno ativo')).toBeVisible();

  await page.goto('/app/settings?tab=subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Plano Pleno');
  await expect(page.getByTestId('stripe-period')).toContainText('Próxima cobrança no cartão em');
  await expect(page.getByText('Forma de pagamento: cartão')).toBeVisible();
});

test('a Pix purchase waits for the payment, and the page’s refresh shows it paid once Stripe confirms it', async ({
  page,
  request,
}) => {
  await signedInAccount(page, request, 'stripe-pix');
  await page.goto('/checkout/pleno');
  await page.getByRole('button', { name: 'Pagar 1 mês com Pix' }).click();
  await payOnStripe(page, 'pix');

  const status = page.getByTestId('stripe-status');
  await expect(status).toHaveAttribute('data-state', 'awaiting_pix');
  await expect(page.getByRole('heading', { name: 'Aguardando pagamento do Pix' })).toBeVisible();
  // Refreshing before the payment changes nothing.
  await page.getByRole('link', { name: 'Atualizar' }).click();
  await expect(status).toHaveAttribute('data-state', 'awaiting_pix');

  // The bank pays the Pix: Stripe sends checkout.session.async_payment_succeeded.
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  const paid = await request.post(`${E2E_STRIPE.standInUrl}/checkout/${sessionId}/pix`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await page.getByRole('link', { name: 'Atualizar' }).click();
  await expect(status).toHaveAttribute('data-state', 'paid');
  await expect(status.getByText('Plano Pleno ativo')).toBeVisible();

  await page.goto('/app/settings?tab=subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Plano Pleno');
  await expect(page.getByTestId('stripe-period')).toContainText('Pago com Pix até');
});

test('cancelling in Configurações shows the date access ends', async ({ page, request }) => {
  await signedInAccount(page, request, 'stripe-cancela');
  await page.goto('/checkout/pleno');
  await page.getByRole('button', { name: 'Assinar com cartão (mensal)' }).click();
  await payOnStripe(page);
  await expect(page.getByTestId('stripe-status')).toHaveAttribute('data-state', 'paid');

  await page.goto('/app/settings?tab=subscription');
  await expect(page.getByText(/Ao cancelar, você mantém o acesso até \d{1,2} de \S+ de \d{4}/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar plano' }).click();
  await expect(page.getByText('Cancelamento registrado. O acesso continua até o fim do período pago.')).toBeVisible();
  await expect(page.getByTestId('stripe-period')).toHaveText(/Plano cancelado: o acesso continua até \d{1,2} de \S+ de \d{4}/);
  await expect(page.getByRole('button', { name: 'Cancelar plano' })).toHaveCount(0);
});
