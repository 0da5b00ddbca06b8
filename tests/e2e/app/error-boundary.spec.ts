// A signed-in page that fails to render shows the app's error card inside the shell, in the page's
// language, with the digest the server logged, a retry and a way to the dashboard. The failure is
// real: a history entry dated 'infinity' (PostgreSQL accepts it) cannot be given a machine-readable
// date, so the proposal's page throws while rendering it on the server.
import { expect, test } from '../support/test';
import { withDb } from '../support/db';
import { addProposalEvents, seedProposals } from '../support/db-proposals';
import { createVerifiedAccount, signIn } from '../support/fixtures';

async function setHistoryDate(proposalId: string, value: 'infinity' | 'now') {
  await withDb((c) =>
    c.query(`update proposal_events set created_at = ${value === 'infinity' ? `'infinity'` : 'now()'} where proposal_id = $1`, [
      proposalId,
    ]),
  );
}

test('a failing signed-in page shows the translated error card; retry renders it again once it works', async ({
  page,
  context,
  request,
}) => {
  const account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  const [{ id }] = await seedProposals(account.email, [
    { title: 'Proposta quebrada', clientName: 'Ana Lima', lines: ['Logotipo'] },
  ]);
  await addProposalEvents(id, [{ kind: 'sent', detail: null }]);
  await setHistoryDate(id, 'infinity');

  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto(`/app/proposals/${id}`);
  const card = page.getByTestId('error-boundary');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  // Inside the shell: the navigation still works.
  await expect(page.getByRole('link', { name: 'Propostas' }).first()).toBeVisible();
  const digest = (await page.getByTestId('error-digest').textContent())!.replace('Código do erro: ', '').trim();
  expect(digest).toMatch(/^\S+$/);
  await expect.poll(() => logged.some((line) => line.includes('[error boundary]') && line.includes(digest))).toBe(true);
  await expect(card.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/app/dashboard');

  await setHistoryDate(id, 'now');
  await card.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByRole('heading', { name: 'Proposta quebrada' })).toBeVisible();
  await expect(page.getByTestId('error-boundary')).toHaveCount(0);
});

test('in English the card speaks English and leads to the English dashboard', async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  const [{ id }] = await seedProposals(account.email, [{ title: 'Broken proposal', clientName: 'Ana Lima', lines: ['Logo'] }]);
  await addProposalEvents(id, [{ kind: 'sent', detail: null }]);
  await setHistoryDate(id, 'infinity');

  await page.goto(`/en/app/proposals/${id}`);
  const card = page.getByTestId('error-boundary');
  await expect(card.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await card.getByRole('link', { name: 'Go to the dashboard' }).click();
  await page.waitForURL(/\/en\/app\/dashboard$/);
});
