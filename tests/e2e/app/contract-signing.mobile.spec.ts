import { expect, test } from '../support/test';
import { contractStatus, seedSentContract } from '../support/db-contracts';
import { DEMO, mailFor, uniqueEmail } from '../support/fixtures';

// The client on a phone (375 px): the contract reads without sideways scrolling, and asking for the
// code and signing work with touch.
test('a client signs a contract on a phone, all within the screen width', async ({ browser }) => {
  const clientEmail = uniqueEmail('cliente-celular');
  const contract = await seedSentContract(DEMO.email, {
    title: 'Contrato de gestão de redes sociais com mensalidade e reajuste anual',
    clientName: 'Loja do Bairro Comércio de Roupas Ltda',
    clientEmail,
  });
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const page = await phone.newPage();
  await page.goto(`/c/${contract.token}`);
  await expect(page.getByRole('heading', { level: 1, name: /Contrato de gestão de redes sociais/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByLabel('Nome completo').fill('Joana Prado');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.getByRole('button', { name: 'Enviar código' }).tap();
  await expect(page.getByTestId('code-status')).toContainText('Código enviado para');
  const { mail } = await mailFor(clientEmail, 'contract-code');
  const code = /(\d{6})/.exec(mail.subject)![1];
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByLabel('Li e concordo com todas as cláusulas deste contrato').tap();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Assinar contrato' }).tap();
  await expect(page.getByTestId('contract-status')).toContainText('Assinado por Joana Prado');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await contractStatus(contract.id)).toBe('assinado_cliente');
  await phone.close();
});
