import fs from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E } from '../support/constants';
import { seedClients, setTrialDaysLeft, withDb } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { holdAnswers } from '../support/ui';

let account: { email: string; password: string };

/**
 * Presses a card's save button and waits for the server action's answer, then for the
 * success toast (an earlier save's toast may still be on screen, so the newest one is checked).
 */
async function saveAndConfirm(page: Page, button: Locator) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/app/settings'),
  );
  await button.click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText('Configurações salvas!').last()).toBeVisible();
}

test.beforeEach(async ({ context, request }) => {
  account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
});

test('profile and business: masks while typing, check digits on the server, saved and shown again', async ({ page }) => {
  await page.goto('/app/settings');
  await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Nome Completo').fill('Ana Souza');
  await page.getByLabel('Profissão').fill('Designer');
  await page.getByLabel('Telefone').fill('11912345678');
  await expect(page.getByLabel('Telefone')).toHaveValue('+55 (11) 91234-5678');
  await page.getByLabel('Website').fill('ana souza');
  // One save per card, named for what it saves.
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Salvar/ })).toHaveText(['Salvar perfil']);
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByRole('tabpanel').getByText('Digite um endereço de site, como meusite.com.br')).toBeVisible();
  await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Os outros campos foram salvos. Corrija o campo marcado e salve de novo.')).toBeVisible();
  // A bare domain is taken (and stored with https://).
  await page.getByLabel('Website').fill('anasouza.com.br');
  await page.getByLabel('Endereço Completo').fill('Rua Augusta, 1500 — São Paulo, SP');
  await saveAndConfirm(page, page.getByRole('button', { name: 'Salvar perfil' }));

  await page.getByRole('tab', { name: 'Empresa' }).click();
  await expect(page).toHaveURL(/\?tab=business$/);
  await page.getByLabel('Nome da Empresa').fill('Ana Souza Estúdio');
  await page.getByLabel('CNPJ').fill('11222333000182'); // wrong last digit
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-82');
  await page.getByLabel('CPF').fill('52998224725');
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await page.getByLabel('Condições de pagamento').fill('50% na aprovação e 50% na entrega, via Pix.');
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Salvar/ })).toHaveText([
    'Salvar dados da empresa',
    'Salvar Pix',
  ]);
  const save = page.getByRole('tabpanel').getByRole('button', { name: 'Salvar dados da empresa' });
  await save.click();
  await expect(page.getByRole('tabpanel').getByText('CNPJ inválido: confira os números')).toBeVisible();
  await page.getByLabel('CNPJ').fill('11222333000181');
  await saveAndConfirm(page, save);

  // The Pix key for deposits: checked for its type, kept as the Banco Central writes it.
  const savePix = page.getByRole('tabpanel').getByRole('button', { name: 'Salvar Pix' });
  await page.getByLabel('Chave Pix', { exact: true }).fill('(11) 91234-5678');
  await page.getByLabel('Sinal (% do total)').fill('50');
  await savePix.click();
  await expect(page.getByRole('tabpanel').getByText('Escolha o tipo da chave Pix')).toBeVisible();
  await page.getByLabel('Tipo de chave Pix').selectOption({ label: 'Email' });
  await savePix.click();
  await expect(page.getByRole('tabpanel').getByText('Chave Pix inválida para o tipo escolhido')).toBeVisible();
  await page.getByLabel('Tipo de chave Pix').selectOption({ label: 'Celular' });
  // Who receives and where, as the payer's bank app shows them: required with a key, never an e-mail.
  await page.getByLabel('Nome do recebedor').fill('ana@exemplo.com');
  await savePix.click();
  await expect(page.getByRole('tabpanel').getByText('Informe o nome de quem recebe, não um e-mail')).toBeVisible();
  await page.getByLabel('Nome do recebedor').fill('Ana Souza');
  await page.getByLabel('Cidade do recebedor').fill('Brasil');
  await savePix.click();
  await expect(page.getByRole('tabpanel').getByText('Informe a sua cidade, não o país')).toBeVisible();
  await page.getByLabel('Cidade do recebedor').fill('São Paulo');
  await saveAndConfirm(page, savePix);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Tipo de chave Pix')).toHaveValue('phone');
  await expect(page.getByLabel('Chave Pix', { exact: true })).toHaveValue('+5511912345678');
  await expect(page.getByLabel('Sinal (% do total)')).toHaveValue('50');
  await expect(page.getByLabel('Nome do recebedor')).toHaveValue('Ana Souza');
  await expect(page.getByLabel('Cidade do recebedor')).toHaveValue('São Paulo');
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await expect(page.getByLabel('Nome Completo')).toHaveValue('Ana Souza');
  await expect(page.getByLabel('Website')).toHaveValue('https://anasouza.com.br');
  await expect(page.getByLabel('Telefone')).toHaveValue('+55 (11) 91234-5678');

  // The dashboard's "Completar perfil" step is done now (4 of 5 left).
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('onboarding').getByText('Complete 4 passos restantes')).toBeVisible();
});

test('the alphanumeric CNPJ and a phone from area code 55: masked while typing, saved, shown again', async ({ page }) => {
  await page.goto('/app/settings');
  // The profile phone from Rio Grande do Sul's area code 55: not mistaken for the country code.
  await page.getByLabel('Telefone').fill('55912345678');
  await expect(page.getByLabel('Telefone')).toHaveValue('+55 (55) 91234-5678');
  await saveAndConfirm(page, page.getByRole('button', { name: 'Salvar perfil' }));

  await page.getByRole('tab', { name: 'Empresa' }).click();
  // Typed in lower case, the mask shows it as the Receita writes it; a wrong check digit is refused.
  await page.getByLabel('CNPJ').fill('12abc34501de36');
  await expect(page.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-36');
  const save = page.getByRole('tabpanel').getByRole('button', { name: 'Salvar dados da empresa' });
  await save.click();
  await expect(page.getByRole('tabpanel').getByText('CNPJ inválido: confira os números')).toBeVisible();
  await page.getByLabel('CNPJ').fill('12.abc.345/01de-35');
  await expect(page.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  await saveAndConfirm(page, save);

  // The same number as a Pix key of type phone, and the alphanumeric CNPJ as a Pix key.
  const savePix = page.getByRole('tabpanel').getByRole('button', { name: 'Salvar Pix' });
  await page.getByLabel('Tipo de chave Pix').selectOption({ label: 'Celular' });
  await page.getByLabel('Nome do recebedor').fill('Ana Souza');
  await page.getByLabel('Cidade do recebedor').fill('Santa Maria');
  await page.getByLabel('Chave Pix', { exact: true }).fill('(55) 91234-5678');
  await saveAndConfirm(page, savePix);

  await page.reload();
  await expect(page.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  await expect(page.getByLabel('Chave Pix', { exact: true })).toHaveValue('+5555912345678');
  await page.getByLabel('Tipo de chave Pix').selectOption({ label: 'CNPJ' });
  await page.getByLabel('Chave Pix', { exact: true }).fill('12.abc.345/01de-35');
  await saveAndConfirm(page, savePix);
  await page.reload();
  await expect(page.getByLabel('Chave Pix', { exact: true })).toHaveValue('12ABC34501DE35');
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await expect(page.getByLabel('Telefone')).toHaveValue('+55 (55) 91234-5678');
});

test('subscription: plan, trial badge, usage and upgrade offers ("Upgrade em breve" with no checkout configured)', async ({
  page,
}) => {
  await seedClients(account.email, [{ name: 'Ana' }, { name: 'Bia' }, { name: 'Caio' }]);
  await page.goto('/app/settings?tab=subscription');
  await expect(page.getByTestId('current-plan')).toHaveText('Plano Junior');
  await expect(page.getByText(/1[34] dias restantes/)).toBeVisible();
  await expect(page.getByTestId('plan-usage').getByRole('listitem')).toHaveText([
    '0 de 5 serviços ativos',
    '3 de 50 clientes',
    '0 de 25 propostas este mês',
  ]);
  await expect(page.getByTestId('upgrade-offer')).toHaveCount(4);
  await page.getByRole('button', { name: 'Assinar Pleno', exact: true }).click();
  await expect(page.getByText('Upgrade em breve')).toBeVisible();
  await expect(page.getByRole('link', { name: 'suporte@valora.app' })).toHaveAttribute('href', 'mailto:suporte@valora.app');

  await setTrialDaysLeft(account.email, -1);
  await page.reload();
  await expect(
    page.getByText(
      'Sua conta está somente leitura: o teste grátis ou a assinatura terminou. Assine um plano para voltar a criar e editar; seus dados continuam disponíveis.',
    ),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await expect(page.getByLabel('Nome Completo')).toBeDisabled();
});

test('a link to another tab of the page shows that tab: the locked integrations link opens Assinatura', async ({ page }) => {
  await page.goto('/app/settings?tab=integrations');
  const panel = page.getByRole('tabpanel', { name: 'Integrações' });
  await expect(panel.getByText(/A API e os webhooks fazem parte dos planos Senior e Web Designer/)).toBeVisible();
  await panel.getByRole('link', { name: 'Ver planos' }).click();
  await expect(page).toHaveURL(/\/app\/settings\?tab=subscription$/);
  await expect(page.getByRole('tab', { name: 'Assinatura' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('current-plan')).toHaveText('Plano Junior');
  // From there the tabs still switch, each asking the server for its content.
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByLabel('Nome Completo')).toBeVisible();
});

test('Back while a tab is on its way shows the tab of the address, not an endless loading line', async ({ page }) => {
  await page.goto('/app/settings?tab=profile');
  await expect(page.getByLabel('Nome Completo')).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  const release = await holdAnswers(page, /tab=business/);
  await page.getByRole('tab', { name: 'Empresa' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Empresa' }).getByRole('status')).toHaveText('Carregando...');
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/settings\?tab=profile$/);
  await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Nome Completo')).toBeVisible();
  release();
});

test('privacy: the export holds my data; deleting the account asks for the password and removes everything', async ({ page }) => {
  await seedClients(account.email, [{ name: 'Cliente Exportado' }]);
  await page.goto('/app/settings?tab=privacy');
  await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
  await expect(page.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar meus dados' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^valora-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(data.account.email).toBe(account.email);
  expect(data.clients.map((c: { name: string }) => c.name)).toEqual(['Cliente Exportado']);
  expect(JSON.stringify(data)).not.toMatch(/password|token/i);

  // A session of a few seconds is no excuse: without the password the API refuses.
  const withoutPassword = await page
    .context()
    .request.post('/api/auth/delete-user', { data: {}, headers: { origin: E2E.appUrl } });
  expect(withoutPassword.status()).toBe(400);
  expect((await withoutPassword.json()).code).toBe('DELETE_PASSWORD_REQUIRED');

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await dialog.getByLabel('Senha').fill('senha-errada-123');
  await dialog.getByRole('button', { name: 'Excluir para sempre' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Senha incorreta');
  await dialog.getByLabel('Senha').fill(account.password);
  await dialog.getByRole('button', { name: 'Excluir para sempre' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  const left = await withDb(async (c) => {
    const users = await c.query('select count(*)::int as n from users where email = $1', [account.email]);
    const clients = await c.query(`select count(*)::int as n from clients where name = 'Cliente Exportado'`);
    return [users.rows[0].n, clients.rows[0].n];
  });
  expect(left).toEqual([0, 0]);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('logo: upload with a preview, a renamed non-image refused, removal back to the placeholder', async ({ page }) => {
  const sharp = (await import('sharp')).default;
  const logo = await sharp({ create: { width: 200, height: 80, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();
  await page.goto('/app/settings');
  const preview = page.getByTestId('logo-preview');
  await expect(preview).toContainText('Sem logo');

  await page
    .getByLabel('Enviar logo')
    .setInputFiles({ name: 'contrato.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 not an image') });
  await expect(page.getByText('Por favor, selecione apenas arquivos de imagem.')).toBeVisible();
  await expect(preview).toContainText('Sem logo');

  await page.getByLabel('Enviar logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo atualizado!')).toBeVisible();
  const image = preview.getByRole('img', { name: 'Seu logo' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  const served = await page.context().request.get('/api/account/logo');
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  await page.reload();
  await expect(page.getByTestId('logo-preview').getByRole('img', { name: 'Seu logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Remover logo' }).click();
  await expect(page.getByText('Logo removido')).toBeVisible();
  await expect(page.getByTestId('logo-preview')).toContainText('Sem logo');
  expect((await page.context().request.get('/api/account/logo')).status()).toBe(404);
});
