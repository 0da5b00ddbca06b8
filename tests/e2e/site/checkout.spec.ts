import { appUrlMatching } from '../support/constants';
import { expect, test } from '../support/test';
import { catalogue, checkoutPath, norm, PLAN_IDS, PLANS, planPrice } from '../support/site';

const pt = catalogue('pt-BR');

for (const id of PLAN_IDS) {
  const plan = PLANS[id];
  const path = checkoutPath(id);
  test(`${path} shows the plan, its price and features, and that buying comes soon`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Plano ${plan.name}`);
    await expect(page.getByText(pt.plans.descriptions[id], { exact: true })).toBeVisible();

    const header = page.getByRole('main').locator('header');
    const period = plan.period === 'month' ? '/mês' : 'pagamento único';
    expect(norm(await header.textContent())).toContain(`${planPrice(plan)}${period}`);

    const included = page.getByRole('region', { name: pt.checkout.included });
    await expect(included.getByRole('listitem')).toHaveText(plan.features.map((f) => pt.plans.features[f]));

    const soon = page.getByRole('status').filter({ hasText: 'Compra online em breve' });
    await expect(soon).toBeVisible();
    await expect(soon.getByText(pt.checkout.comingSoon)).toBeVisible();

    await expect(page.getByRole('link', { name: 'Começar teste grátis' })).toHaveAttribute('href', '/auth/signup');
    const back = page.getByRole('link', { name: 'Voltar para o início' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(appUrlMatching('/$'));
    await expect(page.getByRole('heading', { level: 1, name: pt.landing.hero.title })).toBeVisible();
  });
}

test('the three plans of the spec show their prices', async ({ page }) => {
  for (const [slug, price] of [
    ['junior', 'R$ 29,90'],
    ['pleno', 'R$ 99,00'],
    ['senior', 'R$ 119,90'],
  ]) {
    await page.goto(`/checkout/${slug}`);
    expect(norm(await page.getByRole('main').locator('header').textContent())).toContain(`${price}/mês`);
  }
});

test('an unknown plan answers 404', async ({ page, request }) => {
  for (const path of ['/checkout/gold', '/en/checkout/gold', '/checkout/pleno_vitalicio']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
  }
  const res = await page.goto('/checkout/gold');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});
