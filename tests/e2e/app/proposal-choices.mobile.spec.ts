import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from '../support/test';
import { seedClients, seedServices, setProfile } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';

// Issue 19's scenario at 375 px: a proposal written in English with a free line, a 10 % discount,
// an optional line and three packages; the client, in a fresh browser, picks Premium and the
// option and accepts; the freelancer's view, the PDF and the Pix deposit all show that choice.

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

test('free line, discount, option and packages in English; the client picks Premium and the option; everyone sees that choice', async ({
  page,
  context,
  browser,
}) => {
  const account = await createVerifiedAccount(context.request);
  await signIn(context, account.email, account.password);
  await seedServices(account.email, [{ name: 'Site institucional', baseHours: 20, complexity: 1 }]);
  await seedClients(account.email, [{ name: 'Maria Cliente', email: 'maria.cliente@exemplo.com', document: '' }]);
  await setProfile(account.email, {
    full_name: 'Ana Souza',
    city: 'São Paulo',
    pix_key_type: 'email',
    pix_key: 'ana@exemplo.com',
    pix_receiver_name: 'Ana Souza',
    pix_city: 'São Paulo',
    deposit_percent: 50,
  });

  await page.goto('/app/proposals/new');
  await page.getByLabel('Cliente').selectOption({ label: 'Maria Cliente' });
  await page.getByLabel('Título').fill('Website redesign');
  await page.getByLabel('Idioma da proposta').selectOption('en');
  await page.getByLabel('Adicionar serviço').selectOption({ label: 'Site institucional' });
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await page.getByLabel('Valor de Site institucional').fill('1.000,00');

  // A free line (2 hours at R$ 150,00) and an optional one (SEO audit, R$ 300,00).
  await page.getByRole('button', { name: 'Linha livre' }).click();
  await page.getByLabel('Descrição').last().fill('Extra revision');
  await page.getByLabel('Quantidade de Extra revision').fill('2');
  await page.getByLabel('Valor unitário de Extra revision').fill('150,00');
  await page.getByRole('button', { name: 'Linha livre' }).click();
  await page.getByLabel('Descrição').last().fill('SEO audit');
  await page.getByLabel('Unidade de SEO audit').selectOption('units');
  await page.getByLabel('Valor unitário de SEO audit').fill('300,00');
  await page.getByTestId('proposal-line').last().getByLabel('Opcional').check();

  // Three packages, each with its own pages line.
  await page.getByRole('button', { name: 'Adicionar pacote' }).click();
  await page.getByRole('button', { name: 'Adicionar pacote' }).click();
  await page.getByLabel('Nome do pacote 1').fill('Basic');
  await page.getByLabel('Nome do pacote 2').fill('Standard');
  await page.getByLabel('Nome do pacote 3').fill('Premium');
  for (const [name, price] of [
    ['Basic', '100,00'],
    ['Standard', '500,00'],
    ['Premium', '1.200,00'],
  ] as const) {
    await page.getByRole('button', { name: 'Linha livre' }).click();
    await page.getByLabel('Descrição').last().fill(`${name} pages`);
    await page.getByLabel(`Unidade de ${name} pages`).selectOption('units');
    await page.getByLabel(`Valor unitário de ${name} pages`).fill(price);
    await page.getByLabel(`Pacote de ${name} pages`).selectOption({ label: name });
  }

  // 10 % off the total.
  await page.getByLabel('Desconto no total').selectOption('percent');
  await page.getByLabel('Valor do desconto no total').fill('10');
  // Opening total: (1000 + 300 + 100 Basic) − 10 % = R$ 1.260,00.
  await expect(page.getByTestId('proposal-form-total')).toHaveText(/R\$\s1\.260,00/);
  await page.getByRole('button', { name: 'Enviar Proposta' }).click();
  await expect(page).toHaveURL(/\/app\/proposals\/[0-9a-f-]{36}$/, { timeout: 120_000 });
  const proposalUrl = page.url();
  const url = await page.getByLabel('Link público da proposta').inputValue();

  // The client: a fresh browser, the page in English; Premium and the option, the total follows.
  const clientContext = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const cp = await clientContext.newPage();
  await cp.goto(url);
  await expect(cp.getByRole('heading', { name: 'Website redesign' })).toBeVisible();
  await expect(cp.getByText('Choose a package')).toBeVisible();
  await expect(cp.getByTestId('public-total')).toContainText('R$1,260.00');
  await cp.getByLabel('Premium').check();
  await cp.getByRole('checkbox', { name: 'SEO audit' }).check();
  // (1000 + 300 + 300 + 1200) − 10 % = R$ 2,520.00
  await expect(cp.getByTestId('public-total')).toContainText('R$2,520.00');
  const width = await cp.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await cp.getByRole('button', { name: 'Accept proposal' }).click();
  const dialog = cp.getByRole('dialog', { name: 'Accept proposal' });
  await dialog.getByLabel('Full name').fill('Maria da Silva Cliente');
  await dialog.getByLabel('First 5 digits of your CPF or CNPJ').fill('52998');
  await dialog.getByLabel('I have read and accept the terms of this proposal').check();
  await dialog.getByRole('button', { name: 'Confirm acceptance' }).click();
  await expect(cp.getByText('Proposal accepted! Your acceptance was recorded.')).toBeVisible();

  // The deposit: 50 % of what was chosen.
  await expect(cp.getByRole('heading', { name: 'Pay the deposit by Pix' })).toBeVisible();
  expect(await cp.getByTestId('pix-payload').inputValue()).toContain('54071260.00');
  await expect(cp.getByTestId('public-choice')).toContainText('Chosen package: Premium');

  // The PDF shows the chosen lines and the choice.
  const download = cp.waitForEvent('download');
  await cp.getByRole('link', { name: 'Download PDF' }).click();
  const text = await pdfText(fs.readFileSync(await (await download).path()));
  expect(text).toContain('Chosen package: Premium');
  expect(text).toContain('SEO audit');
  expect(text).toContain('Premium pages');
  expect(text).not.toContain('Basic pages');
  expect(text).toContain('R$2,520.00');
  await clientContext.close();

  // The freelancer's view.
  await page.goto(proposalUrl);
  await expect(page.getByTestId('proposal-detail-total')).toHaveText(/R\$\s2\.520,00/);
  await expect(page.getByTestId('proposal-choice')).toContainText('Pacote escolhido: Premium');
  await expect(page.getByTestId('proposal-choice')).toContainText('Opcionais escolhidos: SEO audit');
});
