// UI steps shared by the e2e specs: what a person does on the screens, by visible labels.
import { type BrowserContext, expect, type Page } from '@playwright/test';

export const SESSION_COOKIE = 'valora.session_token';

/** The password field of the login and sign-up forms ('Senha', not 'Mostrar senha' or 'Confirmar senha'). */
export function passwordField(page: Page) {
  return page.getByLabel('Senha', { exact: true });
}

/** Fills the login form and presses 'Entrar' (the page must already show the form). */
export async function submitLogin(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill(password);
  const remember = page.getByRole('checkbox', { name: 'Lembrar de mim' });
  if (rememberMe !== (await remember.isChecked())) await remember.click();
  await expect(remember).toBeChecked({ checked: rememberMe });
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Opens /auth/login, signs in and waits for the success toast and the dashboard. */
export async function loginThroughUi(page: Page, email: string, password: string, options: { rememberMe?: boolean } = {}) {
  await page.goto('/auth/login');
  await submitLogin(page, email, password, options);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** A signed-out context is sent to the login page when it opens the dashboard. */
export async function expectSignedOut(page: Page) {
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fapp%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
}

/** The session as the server sees it (null when signed out). */
export async function serverSession(context: BrowserContext): Promise<{ user: { email: string } } | null> {
  const res = await context.request.get('/api/auth/get-session');
  expect(res.status()).toBe(200);
  return (await res.json()) as { user: { email: string } } | null;
}

/**
 * Holds the server's answers to the requests whose address matches until the returned function is
 * called, as on a slow connection: what the page shows meanwhile (a loading line) can be checked,
 * and acted on (Back cancels the request, which is then let go quietly).
 */
export async function holdAnswers(page: Page, address: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}
