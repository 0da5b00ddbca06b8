import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { setPlan, setTrialDaysLeft } from '../support/db';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { catalogue } from '../support/site';

const k = catalogue('pt-BR').knowledge;
const en = catalogue('en').knowledge;
const ARTICLE = 'como-calcular-seu-valor-hora';

let email: string;

test.beforeEach(async ({ context, request }) => {
  const account = await createVerifiedAccount(request);
  email = account.email;
  await signIn(context, account.email, account.password);
});

const lockedCard = (page: Page) => page.getByTestId('knowledge-locked');
const articleCards = (page: Page) => page.getByRole('list', { name: k.articlesLabel }).getByTestId('article-card');

async function expectLocked(page: Page, planText: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeVisible();
  const card = lockedCard(page);
  await expect(card.getByRole('heading', { name: 'Conteúdo Exclusivo' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Fazer Upgrade para Pleno' })).toHaveAttribute('href', '/checkout/pleno');
  await expect(card.getByText('Upgrade imediato • Garantia de 7 dias • Cancele quando quiser', { exact: true })).toBeVisible();
  await expect(card.getByTestId('current-plan')).toHaveText(planText);
  await expect(page.getByTestId('article-card')).toHaveCount(0);
}

test('a Junior account in its trial sees the locked card with the spec texts and its real plan', async ({ page }) => {
  const res = await page.goto('/app/knowledge');
  // No hub page is configured in the e2e run: nothing may be framed.
  expect(res?.headers()['content-security-policy']).toContain("frame-src 'none'");
  await expectLocked(page, 'Seu plano atual: Junior (teste grátis)');
  await expect(page.locator('iframe')).toHaveCount(0);

  await lockedCard(page).getByRole('link', { name: 'Fazer Upgrade para Pleno' }).click();
  await expect(page).toHaveURL(/\/checkout\/pleno$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pleno');
});

test('a locked account cannot read an article by its URL', async ({ page }) => {
  for (const slug of [ARTICLE, 'clausulas-essenciais', 'nao-existe']) {
    const res = await page.goto(`/app/knowledge/${slug}`);
    expect(res?.status(), slug).toBe(200);
    await expectLocked(page, 'Seu plano atual: Junior (teste grátis)');
  }
  await expect(page.getByRole('heading', { name: k.articles[ARTICLE].title })).toHaveCount(0);
  await expect(page.getByText('A fórmula')).toHaveCount(0);
  await expect(page.getByText('R$ 3.400 ÷ 88 h')).toHaveCount(0);
});

test('after the trial, and on a premium plan no longer paid, the hub stays locked', async ({ page }) => {
  await setTrialDaysLeft(email, -1);
  await page.goto('/app/knowledge');
  await expectLocked(page, 'Seu plano atual: Junior (inativo)');

  await setPlan(email, 'pleno', 'canceled');
  await page.goto(`/app/knowledge/${ARTICLE}`);
  await expectLocked(page, 'Seu plano atual: Pleno (inativo)');
});

test('a Pleno account reads the built-in articles: list, article, back', async ({ page }) => {
  await setPlan(email, 'pleno', 'active');
  await page.goto('/app/knowledge');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeVisible();
  await expect(lockedCard(page)).toHaveCount(0);
  await expect(articleCards(page)).toHaveCount(6);
  await expect(articleCards(page).getByRole('heading', { level: 2 })).toHaveText(
    Object.values(k.articles as Record<string, { title: string }>).map((a) => a.title),
  );
  await expect(articleCards(page).first()).toContainText(k.articles[ARTICLE].summary);
  await expect(articleCards(page).first()).toContainText('Preços');
  await expect(articleCards(page).first()).toContainText(/\d+ min de leitura/);

  await articleCards(page).getByRole('link', { name: k.articles[ARTICLE].title }).click();
  await expect(page).toHaveURL(new RegExp(`/app/knowledge/${ARTICLE}$`));
  await expect(page.getByRole('heading', { level: 1, name: k.articles[ARTICLE].title })).toBeVisible();
  await expect(page.getByText(k.articles[ARTICLE].summary)).toBeVisible();
  const article = page.getByRole('article').first();
  await expect(article.getByRole('heading', { level: 2, name: 'A fórmula' })).toBeVisible();
  await expect(article).toContainText('R$ 3.400 ÷ 88 h = R$ 38,64 por hora');
  // The markup of the catalogue is rendered, not shown.
  await expect(article).not.toContainText('**');
  await expect(article).not.toContainText('## ');
  await expect(page.getByRole('link', { name: 'Ajustar minhas metas' })).toHaveAttribute('href', '/app/dashboard#metas');
  // The sidebar still marks the Knowledge Hub.
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Knowledge Hub' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // "Continue lendo" leads to the next article; the browser's back returns.
  const more = page.getByRole('navigation', { name: 'Continue lendo' });
  await more.getByRole('link', { name: k.articles['custos-e-impostos'].title }).click();
  await expect(page.getByRole('heading', { level: 1, name: k.articles['custos-e-impostos'].title })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('confirme com um contador');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: k.articles[ARTICLE].title })).toBeVisible();

  await page.getByRole('link', { name: 'Voltar ao Knowledge Hub' }).click();
  await expect(page).toHaveURL(/\/app\/knowledge$/);
  await expect(articleCards(page)).toHaveCount(6);
});

test('an unknown article is not found for a Pleno account', async ({ page }) => {
  await setPlan(email, 'pleno', 'active');
  const response = await page.goto('/app/knowledge/nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Artigo não encontrado' })).toBeVisible();
  await expect(page.getByTestId('article-card')).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar ao Knowledge Hub' }).click();
  await expect(page).toHaveURL(/\/app\/knowledge$/);
  await expect(articleCards(page)).toHaveCount(6);
});

test('Senior, Web Designer and Pleno Vitalício open the hub too; the articles are translated', async ({ page }) => {
  for (const plan of ['senior', 'web', 'pleno_vitalicio']) {
    await setPlan(email, plan, 'active');
    await page.goto('/app/knowledge');
    await expect(articleCards(page), plan).toHaveCount(6);
  }
  await page.goto(`/en/app/knowledge/${ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1, name: en.articles[ARTICLE].title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The formula' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('R$ 3,400 ÷ 88 h = R$ 38.64 per hour');
  await page.getByRole('link', { name: en.back }).click();
  await expect(page).toHaveURL(/\/en\/app\/knowledge$/);
  await expect(page.getByRole('list', { name: en.articlesLabel }).getByTestId('article-card')).toHaveCount(6);
});
