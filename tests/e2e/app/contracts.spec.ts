import { expect, test } from '../support/test';
import { freelancerWithSentProposal, generateFillAndSend } from '../support/contracts';

test('from a sent proposal: Gerar contrato, the suggested template, blanks, a clause edited, saved and sent to the client', async ({
  page,
  context,
  request,
}) => {
  const { clientEmail, proposalId } = await freelancerWithSentProposal(context, request);
  await generateFillAndSend(page, proposalId, clientEmail);
  // The list has it, as Enviado, and the proposal now links to it.
  await page.goto('/app/contracts');
  await expect(page.getByRole('link', { name: 'Contratos', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('contract-row')).toHaveCount(1);
  await expect(page.getByTestId('contract-row').getByTestId('contract-status')).toHaveText('Enviado');
  await page.getByTestId('contract-filter-rascunho').click();
  await expect(page.getByText('Nenhum contrato encontrado com esses filtros.')).toBeVisible();
  await page.goto(`/app/proposals/${proposalId}`);
  await expect(page.getByTestId('view-contract')).toBeVisible();
});

test('Junior sees the library as a preview with an upgrade link, and the new-contract address is refused', async ({
  page,
  context,
  request,
}) => {
  const { proposalId } = await freelancerWithSentProposal(context, request, 'junior');
  await page.goto('/app/contracts/library');
  await expect(page.getByTestId('contracts-locked')).toBeVisible();
  await expect(page.getByTestId('contracts-disclaimer')).toContainText('Modelos para adaptar');
  const card = page.getByTestId('template-card').first();
  await expect(card.getByTestId('template-upgrade')).toHaveAttribute('href', /\/checkout\/pleno$/);
  await card.getByText('Prévia: primeiras cláusulas').click();
  await expect(card.getByRole('heading', { level: 3 })).toHaveCount(3);

  await page.goto(`/app/contracts/new?proposal=${proposalId}`);
  await expect(page.getByTestId('contracts-locked')).toBeVisible();
  await expect(page.getByTestId('template-option')).toHaveCount(0);
  await expect(page.getByTestId('contracts-upgrade')).toHaveAttribute('href', /\/checkout\/pleno$/);
});
