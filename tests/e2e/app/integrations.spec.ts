// Configurações > Integrações and the API reference (issue 21). A Senior account creates an API key
// (shown once), calls /api/v1/account with it, revokes it, and the same call is then refused (401
// problem+json); a disabled webhook endpoint is reactivated, its failed delivery resent and the endpoint
// removed. The reference page /api/v1/docs renders with every request outside this app blocked:
// its script and styles come from our own origin. SHOTS_DIR=<dir> keeps screenshots of the section
// at 1366 and 375 px, light and dark.
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { setPlan, withDb } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';

const isOurs = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost' || hostname === '127.0.0.1';
};

/** Blocks (and records) every request that leaves this app. */
async function blockOutside(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route(
    (url) => !isOurs(url.toString()),
    (route) => {
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return outside;
}

test('the API reference renders from our own origin, with nothing loaded from outside', async ({ page }) => {
  const outside = await blockOutside(page);
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  const answer = await page.goto('/api/v1/docs');
  expect(answer?.status()).toBe(200);
  // The page's own policy, a <meta> ahead of every script (beside the site-wide baseline header).
  const csp = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).not.toMatch(/https?:/);
  expect((await answer!.headerValue('content-security-policy')) ?? '').toContain("frame-ancestors 'none'");
  // An operation's title from the OpenAPI document, drawn by Scalar's script.
  await expect(page.getByRole('heading', { name: 'List clients' }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Create a proposal').first()).toBeVisible();
  expect(outside).toEqual([]);
  expect(failed).toEqual([]);
  expect(violations).toEqual([]);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'api-docs-1366.png') });

  const script = await page.request.get(new URL(page.url()).origin + '/api/v1/docs/scalar.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a Senior account creates an API key, uses it, revokes it, and the key stops working', async ({
  page,
  context,
  request,
}) => {
  const account = await createVerifiedAccount(request);
  await setPlan(account.email, 'senior');
  await signIn(context, account.email, account.password);
  await page.goto('/app/settings?tab=integrations');
  await expect(page.getByRole('heading', { name: 'Chaves de API' })).toBeVisible();
  await expect(page.getByText('Nenhuma chave criada ainda.')).toBeVisible();

  await page.getByLabel('Nome da chave').fill('n8n');
  await page.getByRole('checkbox', { name: 'Escrita' }).check();
  await page.getByRole('button', { name: 'Criar chave' }).click();
  const shown = page.getByRole('status').filter({ hasText: 'Copie a chave agora' });
  await expect(shown).toBeVisible();
  const secret = (await shown.locator('code').innerText()).trim();
  expect(secret).toMatch(/^vlr_/);
  const row = page.getByRole('listitem').filter({ hasText: 'n8n' });
  await expect(row).toContainText('Leitura + Escrita');
  await expect(row).toContainText('Nunca usada');

  const call = () =>
    request.get('/api/v1/account', { headers: { Authorization: `Bearer ${secret}`, 'Accept-Language': 'pt-BR' } });
  const ok = await call();
  expect(ok.status()).toBe(200);
  const me = (await ok.json()) as { email: string; plan: { id: string; active: boolean }; apiKey: { scopes: string[] } };
  expect(me.email).toBe(account.email);
  expect(me.plan).toMatchObject({ id: 'senior', active: true });
  expect(me.apiKey.scopes.sort()).toEqual(['read', 'write']);

  // Shown once: after a reload only the prefix is left, and the use is recorded.
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(row).toContainText(secret.slice(0, 8));
  await expect(row).toContainText('Último uso');
  await shoot(page, 'integrations-key');

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Revogar' }).click();
  await expect(row).toContainText('Revogada');
  const refused = await call();
  expect(refused.status()).toBe(401);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
  const problem = (await refused.json()) as { status: number; title: string; detail: string };
  expect(problem.status).toBe(401);
  expect(problem.detail).toBe('Esta chave de API não existe ou foi revogada.');
});

test('a disabled webhook endpoint is reactivated, its delivery resent, and then removed', async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request);
  await setPlan(account.email, 'senior');
  // Disabled after three days of failures, with its last delivery failed: states no screen makes at once.
  await withDb(async (c) => {
    const { rows } = await c.query<{ id: string; user_id: string }>(
      `insert into webhook_endpoints (user_id, url, secret, events, enabled, disabled_at)
       select id, 'https://hooks.exemplo.com/valora', 'whsec_e2e', array['proposal.accepted'], false, now() from users where email = $1
       returning id, user_id`,
      [account.email.toLowerCase()],
    );
    await c.query(
      `insert into webhook_deliveries (user_id, endpoint_id, event_id, event_type, payload, status, attempts)
       values ($1, $2, 'evt_e2e', 'proposal.accepted', '{}'::jsonb, 'failed', 3)`,
      [rows[0].user_id, rows[0].id],
    );
  });
  await signIn(context, account.email, account.password);
  await page.goto('/app/settings?tab=integrations');
  const endpoint = page.getByRole('listitem').filter({ hasText: 'https://hooks.exemplo.com/valora' });
  await expect(endpoint).toContainText('Desativado');
  await endpoint.getByRole('button', { name: 'Reativar' }).click();
  await expect(endpoint).toContainText('Ativo');
  await expect(endpoint.getByRole('button', { name: 'Reativar' })).toHaveCount(0);

  await page.getByRole('listitem').filter({ hasText: 'Falhou' }).getByRole('button', { name: 'Reenviar' }).click();
  await expect(page.getByText('Entrega reenviada')).toBeVisible();

  await endpoint.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Endpoint removido')).toBeVisible();
  await expect(page.getByText('Nenhum endpoint configurado.')).toBeVisible();
});

/** Screenshots of the Integrações section at 1366 and 375 px, light and dark (only when SHOTS_DIR is set). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const [tag, viewport] of [
    ['1366', { width: 1366, height: 900 }],
    ['375', { width: 375, height: 740 }],
  ] as const)
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      // The theme as the app's theme switch sets it (a class on <html>), without a new navigation.
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle('dark', dark);
        document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
      }, scheme === 'dark');
      await page.getByRole('heading', { name: 'Chaves de API' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `${name}-${tag}-${scheme}.png`), fullPage: true });
    }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}
