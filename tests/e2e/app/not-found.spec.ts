import { expect, test } from '../support/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';

test('an unknown path answers 404 and sends a visitor to the home page', async ({ page }) => {
  // 'commit': the page is read as the server sent it, before hydration starts its 2-second timer
  // (waiting for hydration first could let the redirect win on a busy machine).
  const response = await page.goto('/rota-que-nao-existe', { waitUntil: 'commit' });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('Você será redirecionado em instantes...')).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL('http://localhost:3200/', { timeout: 8_000 });
  // Not immediately: the page stays for about 2 s.
  expect(Date.now() - shownAt).toBeGreaterThan(1_000);
});

test('an unknown path sends a signed-in user to the dashboard', async ({ page, context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await signIn(context, email, password);
  const response = await page.goto('/rota-que-nao-existe', { waitUntil: 'commit' });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 8_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
