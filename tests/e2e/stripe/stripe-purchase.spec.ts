// Buying a plan through Stripe (issue 16), in the browser, against the Stripe-configured app of
// playwright.stripe.config.ts and the local stand-in's hosted checkout page ("Pagar", "Confirmar Pix").
import { waitForMail } from '../../support/outbox';
import { PASSWORD, uniqueEmail } from '../support/fixtures';
import {
  confirmPix,
  payOnStripe,
  setPaidUntil,
  standInCheckout,
  STRIPE_DATA_DIR,
  stripeAccount,
  stripeSignIn,
} from '../support/stripe';
import { expect, test } from '../support/test';
import { passwordField, submitLogin } from '../support/ui';

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
  const { link } = await waitForMail(STRIPE_DATA_DIR, { to: email, kind: 'verify' });
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
  // The invoice Stripe made, with its hosted page.
  const invoices = page.getByTestId('stripe-invoices');
  await expect(invoices.getByRole('heading', { name: 'Faturas e recibos' })).toBeVisible();
  const row = invoices.getByTestId('stripe-invoice');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('R$ 99,00');
  await expect(row).toContainText('Paga');
  await expect(row.getByRole('link', { name: /^Abrir a fatura de / })).toHaveAttribute('href', /\/invoice\/in_/);
});

test('a Pix purchase waits for the payment, and the page’s refresh shows it paid once Stripe confirms it', async ({
  page,
  request,
}) => {
  const { email } = await stripeAccount(request, 'stripe-pix');
  await stripeSignIn(page.context(), email);
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
  await confirmPix(request, new URL(page.url()).searchParams.get('session_id')!);
  await page.getByRole('link', { name: 'Atualizar' }).click();
  await expect(status).toHaveAttribute('data-state', 'paid');
  await expect(status.getByText('Plano Pleno ativo')).toBeVisible();

  await page.goto('/app/settings?tab=subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Plano Pleno');
  await expect(page.getByTestId('stripe-period')).toContainText('Pago com Pix até');
  await expect(page.getByTestId('pix-renewal-notice')).toHaveCount(0);

  // Three days before the paid month ends, every app page offers to pay the next one.
  await setPaidUntil(email, 2);
  await page.goto('/app/dashboard');
  const notice = page.getByTestId('pix-renewal-notice');
  await expect(notice).toContainText(/^Seu plano Pleno, pago com Pix, termina em \d{1,2} de \S+ de \d{4}\./);
  await notice.getByRole('link', { name: 'Pagar o próximo mês com Pix' }).click();
  await expect(page).toHaveURL(standInCheckout);
  await expect(page.getByTestId('amount')).toHaveText('R$ 99.00');
});

test('cancelling in Configurações shows the date access ends', async ({ page, request }) => {
  const { email } = await stripeAccount(request, 'stripe-cancela');
  await stripeSignIn(page.context(), email);
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
