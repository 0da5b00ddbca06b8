import { E2E } from '../support/constants';
import { expect, test } from '../support/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';

test('an unknown path answers 404 and sends a visitor to the home page', async ({ page }) => {
  // The page as the server sent it: its 2-second redirect timer (started by hydration) cannot race
  // the checks on a busy machine.
  const response = await page.goto('/rota-que-nao-existe', { waitUntil: 'commit' });
  expect(response?.status()).toBe(404);
  const html = await response!.text();
  expect(html).toContain('Página não encontrada');
  expect(html).toContain('Você será redirecionado em instantes');
  const shownAt = Date.now();
  await expect(page).toHaveURL(`${E2E.appUrl}/`, { timeout: 30_000 });
  // Not immediately: the page stays for about 2 s.
  expect(Date.now() - shownAt).toBeGreaterThan(1_000);
});

test('an unknown path sends a signed-in user to the dashboard', async ({ page, context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await signIn(context, email, password);
  const response = await page.goto('/rota-que-nao-existe', { waitUntil: 'commit' });
  expect(response?.status()).toBe(404);
  expect(await response!.text()).toContain('Página não encontrada');
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
