import { appUrlMatching } from '../support/constants';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { catalogue, expectNewTabLink, horizontalOverflow, recordPrefetches, waitForHydration } from '../support/site';

const pt = catalogue('pt-BR');
const LINKS = [
  ['Como funciona', '/#como-funciona'],
  ['Recursos', '/#features'],
  ['Preços', '/#precos'],
  ['FAQ', '/#faq'],
] as const;

function menuButton(page: Page, name: 'Abrir menu' | 'Fechar menu') {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

test('at 375 px the header links fold into the "Abrir menu" toggle', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(375);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: pt.landing.hero.title })).toBeVisible();
  const header = page.getByRole('banner');

  // The desktop links, Login and 'Assinar agora' are hidden.
  for (const [name] of LINKS) await expect(header.getByRole('link', { name, exact: true })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Assinar agora' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Valora, página inicial' })).toBeVisible();

  const open = menuButton(page, 'Abrir menu');
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await waitForHydration(open);
  await open.tap();

  const close = menuButton(page, 'Fechar menu');
  await expect(close).toBeVisible();
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(menuButton(page, 'Abrir menu')).toHaveCount(0);

  const menu = page.locator(`#${await close.getAttribute('aria-controls')}`);
  const nav = menu.getByRole('navigation', { name: pt.site.nav.label });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText([...LINKS.map(([name]) => name), 'Login', /Assinar agora/]);
  for (const [name, href] of LINKS) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/auth/login');
  const cta = nav.getByRole('link', { name: 'Assinar agora' });
  await expect(cta).toBeVisible();
  await expectNewTabLink(cta, '/checkout/pleno');
  expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375);

  // 'Fechar menu' closes it again.
  await close.tap();
  await expect(nav).toBeHidden();
  await expect(menuButton(page, 'Abrir menu')).toHaveAttribute('aria-expanded', 'false');
});

test('choosing "Preços" in the menu scrolls to the plans and closes the menu', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(menuButton(page, 'Abrir menu'));
  await expect(page.locator('#precos')).not.toBeInViewport();
  await menuButton(page, 'Abrir menu').tap();
  const nav = page.locator('#site-mobile-menu').getByRole('navigation', { name: pt.site.nav.label });
  await nav.getByRole('link', { name: 'Preços', exact: true }).tap();

  await expect(page).toHaveURL(appUrlMatching('/#precos$'));
  await expect(page.locator('#precos')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: pt.landing.pricing.title })).toBeInViewport();
  await expect(nav).toBeHidden();
  await expect(menuButton(page, 'Abrir menu')).toHaveAttribute('aria-expanded', 'false');
});

test('the open menu does not prefetch the landing it is on', async ({ page }) => {
  // Opening the menu brings its links into view at once: "Login" is prefetched in that round, and a
  // section link that prefetched would ask for / in the same round.
  const prefetched = recordPrefetches(page);
  await page.goto('/');
  await waitForHydration(menuButton(page, 'Abrir menu'));
  const loginPrefetch = prefetched.answered('/auth/login');
  await menuButton(page, 'Abrir menu').tap();
  await loginPrefetch;
  expect(prefetched.paths).toContain('/auth/login');
  expect(prefetched.paths).not.toContain('/');
});

test('"Login" in the menu opens the login page; "Assinar agora" opens the checkout in a new tab', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(menuButton(page, 'Abrir menu'));
  await menuButton(page, 'Abrir menu').tap();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('#site-mobile-menu').getByRole('link', { name: 'Assinar agora' }).tap(),
  ]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Plano Pleno' })).toBeVisible();
  await tab.close();

  // Choosing a link closed the menu.
  await expect(page.locator('#site-mobile-menu')).toBeHidden();
  await menuButton(page, 'Abrir menu').tap();
  await page.locator('#site-mobile-menu').getByRole('link', { name: 'Login', exact: true }).tap();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
});

test('the public pages do not scroll sideways at 375 px', async ({ page }) => {
  for (const path of [
    '/',
    '/termos',
    '/privacidade',
    '/suporte',
    '/pay/sucesso',
    '/pay/erro',
    '/checkout/pleno',
    '/checkout/pleno-vitalicio',
    '/pro-atende',
    '/en',
    '/es',
    '/de',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { scrollWidth, viewport } = await horizontalOverflow(page);
    expect(viewport).toBe(375);
    expect(scrollWidth, `${path} is ${scrollWidth}px wide`).toBeLessThanOrEqual(375);
  }
});
