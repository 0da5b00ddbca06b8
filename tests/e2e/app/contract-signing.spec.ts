import { expect, test } from '../support/test';
import { contractStatus, seedSentContract } from '../support/db-contracts';
import { DEMO, mailFor, signIn, uniqueEmail } from '../support/fixtures';
import { withDb } from '../support/db';

// The client signs a sent contract on its public link, in a fresh browser with no account: reads
// the whole contract, asks for the code, reads it from the e-mail, signs. The freelancer then
// countersigns in the app with the password.

/** The 6-digit code from the newest code e-mail to `to`. */
async function codeFor(to: string): Promise<string> {
  const { mail } = await mailFor(to, 'contract-code');
  const code = /(\d{6})/.exec(mail.subject)?.[1];
  expect(code, mail.subject).toBeTruthy();
  return code!;
}

test('the client reads the whole contract, confirms the e-mail code and signs; the freelancer countersigns', async ({
  browser,
  page: app,
  context: appContext,
}) => {
  const clientEmail = uniqueEmail('cliente-contrato');
  const contract = await seedSentContract(DEMO.email, {
    title: 'Contrato de criação de site institucional',
    clientName: 'Maria Cliente Souza',
    clientEmail,
  });
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  const viewed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/c/${contract.token}`));
  await page.goto(`/c/${contract.token}`);
  await viewed;

  await expect(page.getByRole('heading', { level: 1, name: 'Contrato de criação de site institucional' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cláusula 1ª — Das partes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cláusula 4ª — Da assinatura eletrônica' })).toBeVisible();
  // The proposal's lines read as a list.
  await expect(
    page.getByRole('listitem').getByText('Site institucional (5 páginas): R$ 4.500,00', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Maria Cliente Souza').first()).toBeVisible();

  await page.getByLabel('Nome completo').fill('Maria Cliente Souza');
  await page.getByLabel('CPF ou CNPJ').fill('111.444.777-35');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Este CPF ou CNPJ não é o que consta no contrato para o contratante.')).toBeVisible();

  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByTestId('code-status')).toContainText('Código enviado para c***@e***.com');
  const code = await codeFor(clientEmail);

  await page.getByLabel('Código de 6 dígitos').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('Li e concordo com todas as cláusulas deste contrato').check();
  await page.getByRole('button', { name: 'Assinar contrato' }).click();
  await expect(page.getByText('Código incorreto. Confira o email e tente de novo.')).toBeVisible();

  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Assinar contrato' }).click();
  await expect(page.getByTestId('contract-status')).toContainText('Assinado por Maria Cliente Souza');
  await expect(page.getByRole('button', { name: 'Assinar contrato' })).toHaveCount(0);
  expect(await contractStatus(contract.id)).toBe('assinado_cliente');
  const { mail } = await mailFor(DEMO.email, 'contract-signed');
  expect(mail.subject).toContain('Maria Cliente Souza');
  const [evidence] = await withDb(
    async (db) =>
      (
        await db.query<{ document: string; email_verified: boolean; content_sha256: string }>(
          `select document, email_verified, content_sha256 from contract_signatures where contract_id = $1`,
          [contract.id],
        )
      ).rows,
  );
  expect(evidence).toMatchObject({ document: '52998224725', email_verified: true });
  expect(evidence.content_sha256).toMatch(/^[0-9a-f]{64}$/);

  // The freelancer countersigns in the app (the contract page mounts CountersignSection).
  await signIn(appContext, DEMO.email, DEMO.password);
  await app.goto(`/app/contracts/${contract.id}`);
  const panel = app.getByTestId('countersign-panel');
  await expect(panel).toContainText('Maria Cliente Souza');
  await expect(panel).toContainText('529.982.247-25');
  await panel.getByLabel('Sua senha').fill('senha-errada-123');
  await panel.getByRole('button', { name: 'Assinar contrato' }).click();
  await expect(panel.getByText('Senha incorreta.')).toBeVisible();
  await panel.getByLabel('Sua senha').fill(DEMO.password);
  await panel.getByRole('button', { name: 'Assinar contrato' }).click();
  await expect(app.getByText('Contrato assinado pelas duas partes!')).toBeVisible();
  expect(await contractStatus(contract.id)).toBe('assinado');
  // The final PDF reaches the client, attached.
  const final = await mailFor(clientEmail, 'contract-final');
  expect(final.mail.subject).toContain('Contrato assinado');
  await page.reload();
  await expect(page.getByTestId('contract-status')).toContainText('Contrato assinado pelas duas partes');
  await context.close();
});

test('the client signs on the link (the freelancer’s half aside)', async ({ browser }) => {
  const clientEmail = uniqueEmail('cliente-contrato');
  const contract = await seedSentContract(DEMO.email, { title: 'Contrato de tradução', clientName: 'Rita Cliente', clientEmail });
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(`/c/${contract.token}`);
  await page.getByLabel('Nome completo').fill('Rita Cliente Alves');
  await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByTestId('code-status')).toContainText('Código enviado para');
  await page.getByLabel('Código de 6 dígitos').fill(await codeFor(clientEmail));
  await page.getByLabel('Li e concordo com todas as cláusulas deste contrato').check();
  await page.getByRole('button', { name: 'Assinar contrato' }).click();
  await expect(page.getByTestId('contract-status')).toContainText('Assinado por Rita Cliente Alves');
  expect(await contractStatus(contract.id)).toBe('assinado_cliente');
  await context.close();
});

test('a link with a wrong secret shows the contract was not found', async ({ page }) => {
  const contract = await seedSentContract(DEMO.email, {
    title: 'Contrato de consultoria',
    clientName: 'João Cliente',
    clientEmail: uniqueEmail('cliente-contrato'),
  });
  const response = await page.goto(`/c/${contract.token.slice(0, 16)}${'A'.repeat(32)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Contrato não encontrado' })).toBeVisible();
});
