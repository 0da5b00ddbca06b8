import { E2E } from '../support/constants';
import { expect, test } from '../support/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { expectSignedOut, serverSession } from '../support/ui';

test.beforeEach(async ({ page, context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await signIn(context, email, password);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('"Sair" in the sidebar signs out and goes to the home page', async ({ page, context }) => {
  await page.getByRole('complementary').getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(`${E2E.appUrl}/`);
  expect(await serverSession(context)).toBeNull();
  await expectSignedOut(page);
});

test('"Sair" in the user menu signs out and goes to the home page', async ({ page, context }) => {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(`${E2E.appUrl}/`);
  expect(await serverSession(context)).toBeNull();
  await expectSignedOut(page);
});
