import { appUrlMatching } from '../support/constants';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readOutbox } from '../../support/outbox';
import { createVerifiedAccount, DATA_DIR, mailFor, PASSWORD, signIn, uniqueEmail } from '../support/fixtures';
import { passwordField } from '../support/ui';
import { catalogue, collectPageErrors, fill, waitForHydration } from '../support/site';

const pay = catalogue('pt-BR').pay;

/** Waits for the client part of /pay/sucesso (it reads the query in the browser). */
async function openSuccess(page: Page, query: string) {
  await page.goto(`/pay/sucesso${query}`);
  // "Pagamento confirmado!" only for a known plan; an unknown one has its own title (issue 26).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page.getByRole('button', { name: 'Criar conta' }));
}

test.describe('/pay/sucesso', () => {
  const PLANS: [string, string][] = [
    ['PlenoVitalicio', 'Pleno Vitalício'],
    ['Junior', 'Junior'],
    ['Pleno', 'Pleno'],
    ['Senior', 'Senior'],
    ['Web', 'Web Designer'],
  ];

  test('names the plan of each payment', async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const [value, name] of PLANS) {
      await openSuccess(page, `?plan=${value}`);
      await expect(page.getByText(`Seu plano: ${name}`, { exact: true })).toBeVisible();
      await expect(page.getByText(pay.unknownPlan)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: pay.successTitle })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('an unknown or missing plan shows the unknown-plan message, without crashing', async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const query of ['?plan=Gold', '', '?plan=']) {
      await openSuccess(page, query);
      await expect(page.getByRole('status').filter({ hasText: pay.unknownPlan })).toBeVisible();
      await expect(page.getByText(/^Seu plano:/)).toHaveCount(0);
      // Only what is known: no "payment confirmed" above the unknown plan.
      await expect(page.getByRole('heading', { level: 1, name: pay.unknownPlanTitle })).toBeVisible();
      await expect(page.getByText(pay.successTitle)).toHaveCount(0);
      // The rest of the page still works.
      await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
      await expect(page.getByRole('heading', { name: pay.nextStepsTitle })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the e-mail of the purchase fills the form and the login button', async ({ page }) => {
    await openSuccess(page, '?plan=Pleno&email=x@y.com');
    await expect(page.getByLabel('Email')).toHaveValue('x@y.com');
    const login = page.getByRole('link', { name: 'Entrar com este email' });
    await expect(login).toHaveAttribute('href', '/auth/login?email=x%40y.com');
    await login.click();
    await expect(page).toHaveURL(/\/auth\/login\?email=x%40y\.com$/);
    await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('x@y.com');
  });

  test('without an e-mail the login button goes to the plain login page', async ({ page }) => {
    await openSuccess(page, '?plan=Pleno');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Entrar com este email' })).toHaveAttribute('href', '/auth/login');
  });

  test('the create-account form validates its fields', async ({ page }) => {
    const email = uniqueEmail('pagamento-invalido');
    await openSuccess(page, '?plan=Pleno');
    const submit = page.getByRole('button', { name: 'Criar conta' });

    await submit.click();
    await expect(page.getByText('Preencha todos os campos')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await passwordField(page).fill(PASSWORD);
    await page.getByLabel('Confirmar senha').fill(`${PASSWORD}x`);
    await submit.click();
    await expect(page.getByText('Senhas não conferem!')).toBeVisible();
    await expect(page.getByText('As senhas não coincidem')).toHaveCount(0);

    await expect(page).toHaveURL(/\/pay\/sucesso\?plan=Pleno$/);
    expect(readOutbox(DATA_DIR, { to: email })).toHaveLength(0);
  });

  test('creating an account sends the verification e-mail and opens the login page', async ({ page }) => {
    const email = uniqueEmail('pagamento');
    await openSuccess(page, `?plan=Senior&email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await passwordField(page).fill(PASSWORD);
    await page.getByLabel('Confirmar senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page.getByText('Verifique seu email para confirmar sua conta e fazer login')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    const { link } = await mailFor(email, 'verify');
    expect(link).toContain('/api/auth/verify-email?token=');
  });

  test('the next-step buttons lead into the app (through login when signed out)', async ({ page }) => {
    await openSuccess(page, '?plan=Pleno');
    const steps = page.getByRole('region', { name: pay.nextStepsTitle });
    const expected: [string, string][] = [
      [pay.goDashboard, '/app/dashboard'],
      [pay.goServices, '/app/services'],
      [pay.goProposals, '/app/proposals'],
    ];
    await expect(steps.getByRole('link')).toHaveText(expected.map(([name]) => name));
    for (const [name, href] of expected) {
      await expect(steps.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await steps.getByRole('link', { name: pay.goServices }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fapp%2Fservices$/);
    await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();

    await openSuccess(page, '?plan=Pleno');
    await page.getByRole('region', { name: pay.nextStepsTitle }).getByRole('link', { name: pay.goProposals }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fapp%2Fproposals$/);
  });
  test('the header offers the app, not Login, to a signed-in person (the static pages keep Login)', async ({ page, request }) => {
    const header = page.getByRole('banner');
    await openSuccess(page, '?plan=Pleno');
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/auth/login');
    await expect(header.getByRole('link', { name: 'Ir para o app' })).toHaveCount(0);

    const account = await createVerifiedAccount(request, uniqueEmail('pagamento-logado'));
    await signIn(page.context(), account.email, account.password);
    await openSuccess(page, '?plan=Pleno');
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    const app = header.getByRole('link', { name: 'Ir para o app' });
    await expect(app).toHaveAttribute('href', '/app/dashboard');
    await app.click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // The landing is prerendered and reads no session: it keeps Login for everyone.
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});

test.describe('/pay/erro', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pay/erro');
    await expect(page.getByRole('heading', { level: 1, name: pay.errorTitle })).toBeVisible();
  });

  test('lists the possible causes and states the 7-day guarantee', async ({ page }) => {
    const causes = page.getByRole('region', { name: pay.causesTitle });
    await expect(causes.getByRole('listitem')).toHaveText([pay.cause1, pay.cause2, pay.cause3, pay.cause4]);
    await expect(page.getByText(fill(pay.guarantee, { days: 7 }))).toBeVisible();
    await expect(page.getByText('Garantia incondicional de 7 dias')).toBeVisible();
  });

  test("'Tentar novamente' goes to the plans", async ({ page }) => {
    const retry = page.getByRole('link', { name: 'Tentar novamente' });
    await expect(retry).toHaveAttribute('href', '/#precos');
    await retry.click();
    await expect(page).toHaveURL(appUrlMatching('/#precos$'));
    await expect(page.locator('#precos')).toBeInViewport();
  });

  test("'Falar com o suporte' opens the Pro Atende chat", async ({ page }) => {
    const chat = page.getByRole('link', { name: 'Falar com o suporte' });
    await expect(chat).toHaveAttribute('href', '/pro-atende');
    await chat.click();
    await expect(page).toHaveURL(/\/pro-atende$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Atende' })).toBeVisible();
  });
});
