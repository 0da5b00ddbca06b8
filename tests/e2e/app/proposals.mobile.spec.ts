import { expect, test } from '../support/test';
import { seedClients, seedServices } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';

test('at 375 px the new proposal’s service select is a full-size control and adds a line', async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  await seedServices(account.email, [{ name: 'Logotipo', baseHours: 8 }]);
  await seedClients(account.email, [{ name: 'Ana Lima' }]);
  await page.goto('/app/proposals/new');
  const select = page.getByLabel('Adicionar serviço');
  const box = (await select.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(36);
  expect(box.width).toBeGreaterThan(250);
  await select.selectOption({ label: 'Logotipo' });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).tap();
  await expect(page.getByTestId('proposal-line')).toHaveCount(1);
});
