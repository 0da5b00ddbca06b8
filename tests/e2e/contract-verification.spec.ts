// The public verification page (/verificar): a signed contract's final PDF (seeded straight into
// the database, then downloaded through the owner's PDF route, which stores it) is recognised with
// its signers; a copy with one byte changed matches nothing. On a desktop and at 375 px.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { withDb } from './support/db';
import { createVerifiedAccount, signIn } from './support/fixtures';
import { horizontalOverflow } from './support/site';
import { expect, test } from './support/test';

const CLAUSES = [
  { key: 'partes', heading: 'Das partes', paragraphs: ['{{profissional.nome}} e {{cliente.nome}} celebram este contrato.'] },
  { key: 'objeto', heading: 'Do objeto', paragraphs: ['Serviços:', '{{proposta.itens}}'] },
];
const VALUES = {
  'profissional.nome': 'Ana Verificada',
  'profissional.cpf_cnpj': '52998224725',
  'profissional.email': 'ana@exemplo.com.br',
  'cliente.nome': 'Bruno Cliente',
  'cliente.cpf_cnpj': '11222333000181',
  'cliente.email': 'bruno@exemplo.com.br',
  'proposta.itens': 'Logotipo\nSite',
};

/** A contract both parties signed, with its version, signatures and trail; returns its id. */
async function seedSignedContract(email: string): Promise<string> {
  const id = randomUUID();
  await withDb(async (c) => {
    const { rows } = await c.query<{ id: string }>('select id from users where email = $1', [email.toLowerCase()]);
    const userId = rows[0].id;
    await c.query(
      `insert into contracts (id, user_id, template_id, language, title, client_name, status, sent_at, signed_at)
       values ($1, $2, 'servicos_gerais', 'pt-BR', 'Contrato de site', 'Bruno Cliente', 'assinado',
               '2026-11-20T13:05:00Z', '2026-11-20T13:40:00Z')`,
      [id, userId],
    );
    const version = await c.query<{ id: string }>(
      `insert into contract_versions (contract_id, user_id, version, title, clauses, field_values)
       values ($1, $2, 1, 'Contrato de site para {{cliente.nome}}', $3, $4) returning id`,
      [id, userId, JSON.stringify(CLAUSES), JSON.stringify(VALUES)],
    );
    const hash = 'ab'.repeat(32);
    await c.query(
      `insert into contract_signatures (contract_id, version_id, user_id, role, signer_name, document, email, email_verified,
                                        signed_at, ip, user_agent, content_sha256, content)
       values ($1, $2, $3, 'client', 'Bruno Cliente', '11222333000181', 'bruno@exemplo.com.br', true,
               '2026-11-20T13:30:00Z', '203.0.113.7', 'e2e', $4, '{}'),
              ($1, $2, $3, 'professional', 'Ana Verificada', '52998224725', 'ana@exemplo.com.br', true,
               '2026-11-20T13:40:00Z', '198.51.100.4', 'e2e', $4, '{}')`,
      [id, version.rows[0].id, userId, hash],
    );
    await c.query(
      `insert into contract_events (contract_id, user_id, version, kind, created_at)
       values ($1, $2, 1, 'created', '2026-11-20T13:00:00Z'), ($1, $2, 1, 'signed', '2026-11-20T13:30:00Z'),
              ($1, $2, 1, 'countersigned', '2026-11-20T13:40:00Z')`,
      [id, userId],
    );
  });
  return id;
}

/** The contract's final PDF, as its owner downloads it (the first download stores it). */
async function finalPdf(request: APIRequestContext, context: BrowserContext): Promise<Buffer> {
  const account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
  const id = await seedSignedContract(account.email);
  const response = await context.request.get(`/api/contracts/${id}/pdf`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await response.body();
  // The same bytes again: the stored final PDF, not a new render.
  expect((await (await context.request.get(`/api/contracts/${id}/pdf`)).body()).equals(pdf)).toBe(true);
  await context.clearCookies();
  return pdf;
}

async function verify(page: Page, bytes: Buffer) {
  await page.getByLabel('Escolher PDF').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByTestId('verify-file-name')).toHaveText('contrato.pdf');
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  return page.getByTestId('verify-result');
}

async function checkBothWays(page: Page, pdf: Buffer) {
  await page.goto('/verificar');
  await expect(page.getByRole('heading', { level: 1, name: 'Verificar contrato' })).toBeVisible();
  const valid = await verify(page, pdf);
  await expect(valid).toHaveAttribute('data-valid', 'true');
  await expect(valid).toContainText('Contrato assinado e íntegro');
  await expect(valid).toContainText('Contrato de site para Bruno Cliente');
  await expect(valid).toContainText('Ana Verificada');
  await expect(valid).toContainText('***.982.247-**');
  await expect(valid).toContainText('Bruno Cliente');
  await expect(valid).toContainText('11.222.***/****-**');
  await expect(valid).toContainText('Assinado em 20/11/2026, 10:30:00');
  await expect(valid).not.toContainText('52998224725');

  const altered = Buffer.from(pdf);
  altered[Math.floor(altered.length / 2)] ^= 1;
  await page.getByRole('button', { name: 'Remover arquivo' }).click();
  const invalid = await verify(page, altered);
  await expect(invalid).toHaveAttribute('data-valid', 'false');
  await expect(invalid).toContainText('Não corresponde a nenhum contrato assinado');
}

test('a signed contract’s PDF is verified with its signers; an altered copy matches nothing', async ({
  page,
  request,
  context,
}) => {
  const pdf = await finalPdf(request, context);
  await checkBothWays(page, pdf);
  // The footer of every public page links here.
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Verificar contrato' })).toHaveAttribute(
    'href',
    '/verificar',
  );
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the same checks fit the screen', async ({ page, request, context }) => {
    const pdf = await finalPdf(request, context);
    await checkBothWays(page, pdf);
    const { scrollWidth, viewport } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(viewport);
  });

  test('a pasted hash that is not one is refused in words, a well-formed unknown one matches nothing', async ({ page }) => {
    await page.goto('/verificar');
    await page.getByLabel('Código SHA-256').fill('isto não é um código');
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.getByText(/^Código inválido/)).toHaveAttribute('role', 'alert');
    await page.getByLabel('Código SHA-256').fill('0'.repeat(64));
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-valid', 'false');
  });
});
