import { appUrlMatching } from '../support/constants';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { siteConfig } from '../../../src/config/site';
import {
  catalogue,
  checkoutPath,
  expectNewTabLink,
  fill,
  norm,
  PLAN_IDS,
  PLANS,
  planPrice,
  recordPrefetches,
} from '../support/site';

const pt = catalogue('pt-BR');
const SECTIONS = [
  { name: 'Como funciona', id: 'como-funciona', heading: pt.landing.howItWorks.title },
  { name: 'Recursos', id: 'features', heading: pt.landing.features.title },
  { name: 'Preços', id: 'precos', heading: pt.landing.pricing.title },
  { name: 'FAQ', id: 'faq', heading: pt.landing.faq.title },
] as const;

/** The distance from the top of the viewport to the top of an element (after scrolling). */
function topOf(page: Page, selector: string) {
  return () => page.evaluate((s) => Math.round(document.querySelector(s)!.getBoundingClientRect().top), selector);
}

/** Expects the section to be scrolled to: its top just below the sticky header (scroll-margin 5rem). */
async function expectScrolledTo(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`#${id}`)).toBeInViewport();
  await expect.poll(topOf(page, `#${id}`), { message: `#${id} is at the top` }).toBeGreaterThanOrEqual(40);
  await expect.poll(topOf(page, `#${id}`), { message: `#${id} is at the top` }).toBeLessThanOrEqual(120);
}

test.describe('header', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: pt.landing.hero.title })).toBeVisible();
  });

  test('the brand goes home and each anchor link scrolls to its section', async ({ page }) => {
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Navegação do site' });
    await expect(nav.getByRole('link')).toHaveText(SECTIONS.map((s) => s.name));

    // At the start the page is at its top: the sections are further down.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const s of SECTIONS) expect(await topOf(page, `#${s.id}`)(), `#${s.id} starts below`).toBeGreaterThan(300);
    for (const s of SECTIONS.slice(1)) await expect(page.locator(`#${s.id}`)).not.toBeInViewport();

    for (const s of SECTIONS) {
      const link = nav.getByRole('link', { name: s.name, exact: true });
      await expect(link).toHaveAttribute('href', `/#${s.id}`);
      await link.click();
      await expectScrolledTo(page, s.id);
      await expect(page.getByRole('heading', { level: 2, name: s.heading })).toBeInViewport();
    }

    const brand = header.getByRole('link', { name: 'Valora, página inicial' });
    await expect(brand).toHaveAttribute('href', '/');
    await page.goto('/termos');
    await page.getByRole('banner').getByRole('link', { name: 'Valora, página inicial' }).click();
    await expect(page).toHaveURL(appUrlMatching('/$'));
    await expect(page.getByRole('heading', { level: 1, name: pt.landing.hero.title })).toBeVisible();
  });

  test('the anchor links work from another page too', async ({ page }) => {
    await page.goto('/suporte');
    await page.getByRole('banner').getByRole('link', { name: 'Preços', exact: true }).click();
    await expect(page).toHaveURL(appUrlMatching('/#precos$'));
    await expectScrolledTo(page, 'precos');
  });

  test('in the other languages the anchor links stay in the language, here and from another page', async ({ page }) => {
    for (const locale of ['en', 'es', 'de'] as const) {
      const m = catalogue(locale);
      const names = [m.site.nav.howItWorks, m.site.nav.features, m.site.nav.pricing, m.site.nav.faq];
      await page.goto(`/${locale}`);
      const nav = page.getByRole('banner').getByRole('navigation', { name: m.site.nav.label });
      await expect(nav.getByRole('link')).toHaveText(names);
      for (const [i, s] of SECTIONS.entries())
        await expect(nav.getByRole('link', { name: names[i], exact: true })).toHaveAttribute('href', `/${locale}#${s.id}`);
      await nav.getByRole('link', { name: m.site.nav.pricing, exact: true }).click();
      await expectScrolledTo(page, 'precos');
      await expect(page.getByRole('heading', { level: 2, name: m.landing.pricing.title })).toBeInViewport();

      await page.goto(`/${locale}/suporte`);
      await page.getByRole('banner').getByRole('link', { name: m.site.nav.faq, exact: true }).click();
      await expect(page).toHaveURL(appUrlMatching(`/${locale}#faq$`));
      await expectScrolledTo(page, 'faq');
    }
  });

  test('the landing does not prefetch itself: its links to its own sections and home fetch nothing', async ({ page }) => {
    // The hero's checkout link is prefetched as soon as the page is idle, in the same round as any
    // other link in view: once its answer is in, a prefetch of the landing would have been asked too.
    const prefetched = recordPrefetches(page);
    const checkoutPrefetch = prefetched.answered(checkoutPath('pleno'));
    await page.goto('/');
    await checkoutPrefetch;
    expect(prefetched.paths).toContain(checkoutPath('pleno'));
    expect(prefetched.paths).not.toContain('/');
  });

  test("'Login' goes to the login page", async ({ page }) => {
    const login = page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
    await expect(login).toHaveAttribute('href', '/auth/login');
    await login.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  });

  test("'Assinar agora' opens the Pleno checkout in a new tab", async ({ page, context }) => {
    const cta = page.getByRole('banner').getByRole('link', { name: 'Assinar agora' });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAccessibleName('Assinar agora (abre em nova aba)');
    await expectNewTabLink(cta, '/checkout/pleno');

    const [tab] = await Promise.all([context.waitForEvent('page'), cta.click()]);
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/checkout\/pleno$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Plano Pleno' })).toBeVisible();
    // The landing stays where it was.
    await expect(page).toHaveURL(appUrlMatching('/$'));
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });
});

test.describe('hero', () => {
  test('the primary button opens the Pleno checkout and the secondary one shows the plans', async ({ page, context }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: pt.landing.hero.title });
    await expect(hero.getByText(pt.landing.hero.subtitle)).toBeVisible();

    const primary = hero.getByRole('link', { name: 'Começar com o Plano Pleno' });
    await expectNewTabLink(primary, '/checkout/pleno');
    const [tab] = await Promise.all([context.waitForEvent('page'), primary.click()]);
    await expect(tab.getByRole('heading', { level: 1, name: 'Plano Pleno' })).toBeVisible();
    await tab.close();

    const secondary = hero.getByRole('link', { name: 'Ver todos os planos' });
    await expect(secondary).toHaveAttribute('href', '/#precos');
    await expect(secondary).not.toHaveAttribute('target', /.+/);
    await secondary.click();
    await expectScrolledTo(page, 'precos');
  });
});

test.describe('pricing', () => {
  const names = ['Junior', 'Pleno', 'Senior', 'Web Designer', 'Pleno Vitalício'];
  const prices = ['R$ 29,90', 'R$ 99,00', 'R$ 119,90', 'R$ 147,90', 'R$ 99,00'];

  function cards(page: Page): Locator {
    return page
      .locator('#precos')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
  }
  function card(page: Page, name: string): Locator {
    return cards(page).filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  test.beforeEach(async ({ page }) => {
    await page.goto('/#precos');
    await expect(page.getByRole('heading', { level: 2, name: pt.landing.pricing.title })).toBeVisible();
  });

  test('five plan cards, in order, with the names and prices of the catalogue', async ({ page }) => {
    // The catalogue is docs/decisions.md's, "Plans".
    expect(PLAN_IDS.map((id) => PLANS[id].name)).toEqual(names);
    expect(PLAN_IDS.map((id) => planPrice(PLANS[id]))).toEqual(prices);

    await expect(cards(page)).toHaveCount(5);
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(names);

    for (const id of PLAN_IDS) {
      const plan = PLANS[id];
      const c = card(page, plan.name);
      await expect(c).toHaveCount(1);
      await expect(c).toBeVisible();
      const text = norm(await c.textContent());
      const period = plan.period === 'month' ? '/mês' : 'pagamento único';
      expect(text, `${plan.name} shows its price and period`).toContain(`${planPrice(plan)}${period}`);
      await expect(c.getByText(pt.plans.descriptions[id], { exact: true })).toBeVisible();
      // Every feature of the plan, in the catalogue's order.
      await expect(c.getByRole('list').getByRole('listitem')).toHaveText(plan.features.map((f) => pt.plans.features[f]));
    }
    // Monthly plans say /mês, the lifetime one says 'pagamento único'.
    for (const name of ['Junior', 'Pleno', 'Senior', 'Web Designer']) {
      await expect(card(page, name).getByText('/mês', { exact: true })).toBeVisible();
      await expect(card(page, name).getByText('pagamento único')).toHaveCount(0);
    }
    await expect(card(page, 'Pleno Vitalício').getByText('pagamento único', { exact: true })).toBeVisible();
    await expect(card(page, 'Pleno Vitalício').getByText('/mês', { exact: true })).toHaveCount(0);
  });

  test('badges, trial note and guarantee', async ({ page }) => {
    await expect(card(page, 'Senior').getByText('Recomendado', { exact: true })).toBeVisible();
    await expect(page.locator('#precos').getByText('Recomendado', { exact: true })).toHaveCount(1);
    await expect(card(page, 'Junior').getByText('14 dias grátis', { exact: true })).toBeVisible();
    await expect(page.locator('#precos').getByText('14 dias grátis', { exact: true })).toHaveCount(1);
    await expect(card(page, 'Pleno Vitalício').getByText('Vitalício', { exact: true })).toBeVisible();
    await expect(card(page, 'Junior').getByRole('link', { name: 'Começar teste grátis' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );

    const pricing = page.locator('#precos');
    await expect(pricing.getByText('Plano Junior com 14 dias grátis, sem cartão de crédito.')).toBeVisible();
    await expect(pricing.getByText('Garantia incondicional de 7 dias')).toBeVisible();
    await expect(pricing.getByText(fill(pt.landing.pricing.guarantee, { days: siteConfig.guaranteeDays }))).toBeVisible();
    await expect(pricing.getByText('Pix ou cartão em até 12x.')).toBeVisible();
  });

  test("each card's button opens that plan's checkout in a new tab", async ({ page, context }) => {
    for (const id of PLAN_IDS) {
      const plan = PLANS[id];
      const button = card(page, plan.name).getByRole('link', { name: `Assinar ${plan.name}` });
      await expect(button).toHaveCount(1);
      await expect(button).toHaveAccessibleName(`Assinar ${plan.name} (abre em nova aba)`);
      await expectNewTabLink(button, checkoutPath(id));
    }
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      card(page, 'Senior').getByRole('link', { name: 'Assinar Senior' }).click(),
    ]);
    await expect(tab).toHaveURL(/\/checkout\/senior$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Plano Senior' })).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#faq');
  });

  function item(page: Page, n: number) {
    return page.locator('#faq details').nth(n - 1);
  }
  function answer(n: number) {
    return pt.landing.faq[`a${n}`].replace('{days}', '7') as string;
  }

  test('five native questions; opening one shows its answer and closes the other', async ({ page }) => {
    const faq = page.locator('#faq');
    await expect(faq.locator('details')).toHaveCount(5);
    await expect(faq.locator('details > summary')).toHaveText([1, 2, 3, 4, 5].map((n) => pt.landing.faq[`q${n}`]));
    for (let n = 1; n <= 5; n++) {
      await expect(item(page, n)).toHaveAttribute('name', 'faq');
      await expect(item(page, n)).not.toHaveAttribute('open');
      await expect(faq.getByText(answer(n))).toBeHidden();
    }

    await faq.getByText(pt.landing.faq.q1).click();
    await expect(item(page, 1)).toHaveAttribute('open');
    await expect(faq.getByText(answer(1))).toBeVisible();

    await faq.getByText(pt.landing.faq.q3).click();
    await expect(item(page, 3)).toHaveAttribute('open');
    await expect(faq.getByText(answer(3))).toBeVisible();
    // Only one is open at a time.
    await expect(item(page, 1)).not.toHaveAttribute('open');
    await expect(faq.getByText(answer(1))).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(1);

    // Clicking the open question closes it.
    await faq.getByText(pt.landing.faq.q3).click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
    await expect(faq.getByText(answer(3))).toBeHidden();
  });

  test('a question opens and closes with Enter and Space', async ({ page }) => {
    const summary = item(page, 2).locator('summary');
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item(page, 2)).toHaveAttribute('open');
    await expect(page.getByText(answer(2))).toBeVisible();
    await page.keyboard.press('Space');
    await expect(item(page, 2)).not.toHaveAttribute('open');
    await expect(page.getByText(answer(2))).toBeHidden();

    // Tab reaches the next question, which Space opens.
    await summary.focus();
    await page.keyboard.press('Tab');
    await expect(item(page, 3).locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(item(page, 3)).toHaveAttribute('open');
    await expect(page.getByText(answer(3))).toBeVisible();
  });
});

test('testimonials show the three authors of the site config with their handles', async ({ page }) => {
  await page.goto('/#depoimentos');
  const section = page.locator('#depoimentos');
  await expect(section.getByRole('heading', { level: 2, name: pt.landing.testimonials.title })).toBeVisible();
  expect(siteConfig.testimonials).toHaveLength(3);
  await expect(section.locator('figure')).toHaveCount(3);
  for (const [i, t] of siteConfig.testimonials.entries()) {
    const figure = section.locator('figure').nth(i);
    await expect(figure.getByText(t.name, { exact: true })).toBeVisible();
    await expect(figure.getByText(t.handle, { exact: true })).toBeVisible();
    await expect(figure.locator('blockquote')).toHaveText(t.text['pt-BR']);
  }
});

test('the closing call to action shows the social proof and opens the Pleno checkout', async ({ page, context }) => {
  await page.goto('/');
  const cta = page.getByRole('region', { name: pt.landing.cta.title });
  await cta.scrollIntoViewIfNeeded();
  const figures = (await cta.locator('dd').allTextContents()).map(norm);
  expect(figures).toEqual(['2.847', 'R$ 2,1 mi', '89%']);
  await expect(cta.locator('dt')).toHaveText([pt.landing.cta.professionals, pt.landing.cta.revenue, pt.landing.cta.income]);

  const button = cta.getByRole('link', { name: pt.landing.cta.button });
  await expectNewTabLink(button, '/checkout/pleno');
  const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Plano Pleno' })).toBeVisible();
});

test('the footer links to the legal pages, support and the plans', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const expected: [string, string][] = [
    ['Termos de Uso', '/termos'],
    ['Política de Privacidade', '/privacidade'],
    ['Suporte', '/suporte'],
    ['Planos', '/#precos'],
    ['Fale com o Pro Atende', '/pro-atende'],
  ];
  for (const [name, href] of expected) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${siteConfig.company.legalName}`)).toBeVisible();

  await footer.getByRole('link', { name: 'Planos', exact: true }).click();
  await expectScrolledTo(page, 'precos');

  await footer.getByRole('link', { name: 'Termos de Uso', exact: true }).click();
  await expect(page).toHaveURL(/\/termos$/);
  await expect(page.getByRole('heading', { level: 1, name: pt.legal.terms.title })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade', exact: true }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: pt.legal.privacy.title })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Suporte', exact: true }).click();
  await expect(page).toHaveURL(/\/suporte$/);
  await expect(page.getByRole('heading', { level: 1, name: pt.support.title })).toBeVisible();
});
