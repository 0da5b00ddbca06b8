import { appUrlMatching } from '../support/constants';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { siteConfig } from '../../../src/config/site';
import { type Catalogue, catalogue, type Locale, LOCALES, norm, waitForHydration } from '../support/site';

const pt = catalogue('pt-BR');
const STEPS: { name: string; locale: Locale; url: RegExp }[] = [
  { name: 'English', locale: 'en', url: appUrlMatching('/en$') },
  { name: 'Español', locale: 'es', url: appUrlMatching('/es$') },
  { name: 'Deutsch', locale: 'de', url: appUrlMatching('/de$') },
  { name: 'Português', locale: 'pt-BR', url: appUrlMatching('/$') },
];

/** Opens the language menu (its name is in the current language) and picks a language. */
async function chooseLanguage(page: Page, current: Catalogue, name: string) {
  const button = page.getByRole('banner').getByRole('button', { name: current.common.changeLanguage });
  await waitForHydration(button);
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Português', 'English', 'Español', 'Deutsch']);
  await menu.getByRole('menuitemradio', { name }).click();
}

async function expectLanding(page: Page, locale: Locale, url: RegExp) {
  const m = catalogue(locale);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.landing.hero.title);
  await expect(page.getByRole('heading', { level: 2, name: m.landing.pricing.title })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // The dropdown closed after the choice.
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('menuitemradio')).toHaveCount(0);
}

test('the switcher changes the landing into each language and back, and closes', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.landing.hero.title);
  await expect(page.getByRole('banner').getByRole('button', { name: /Mudar idioma/ })).toBeVisible();

  let current = pt;
  for (const step of STEPS) {
    await chooseLanguage(page, current, step.name);
    await expectLanding(page, step.locale, step.url);
    current = catalogue(step.locale);
    await expect(page.getByRole('banner').getByRole('button', { name: current.common.changeLanguage })).toBeVisible();
  }
});

test('the current language is checked in the menu', async ({ page }) => {
  await page.goto('/es');
  await waitForHydration(page.getByRole('banner').getByRole('button', { name: catalogue('es').common.changeLanguage }));
  await page
    .getByRole('banner')
    .getByRole('button', { name: catalogue('es').common.changeLanguage })
    .click();
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
});

test('the chosen language is remembered on the next visit to /', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, pt, 'Deutsch');
  await expectLanding(page, 'de', /\/de$/);

  await page.goto('/');
  await expectLanding(page, 'de', appUrlMatching('/de$'));
  await page.goto('/termos');
  await expect(page).toHaveURL(/\/de\/termos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue('de').legal.terms.title);

  await page.goto('/');
  await chooseLanguage(page, catalogue('de'), 'Português');
  await expectLanding(page, 'pt-BR', appUrlMatching('/$'));
  await page.goto('/');
  await expectLanding(page, 'pt-BR', appUrlMatching('/$'));
});

test('the switcher keeps the page: /termos in English is /en/termos', async ({ page }) => {
  await page.goto('/termos');
  await chooseLanguage(page, pt, 'English');
  await expect(page).toHaveURL(/\/en\/termos$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue('en').legal.terms.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/** Every string of a namespace, flattened. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

/**
 * The Portuguese sentences the landing could show: long enough to be unambiguous, without ICU
 * arguments, and different from the target language's own texts.
 */
function portugueseOnly(target: Locale): string[] {
  const own = new Set(strings(catalogue(target)));
  const ptTexts = [
    ...strings({ site: pt.site, landing: pt.landing, plans: pt.plans, common: pt.common }),
    ...siteConfig.testimonials.map((t) => t.text['pt-BR']),
  ];
  return [...new Set(ptTexts)].filter((s) => s.length >= 12 && !/[{}<]/.test(s) && !own.has(s));
}

for (const locale of LOCALES.filter((l) => l !== 'pt-BR')) {
  test(`/${locale} shows no Portuguese text`, async ({ page }) => {
    const m = catalogue(locale);
    await page.goto(`/${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.landing.hero.title);
    await expect(page.locator('#precos').getByRole('heading', { level: 2 })).toHaveText(m.landing.pricing.title);
    await expect(page.getByRole('banner').getByRole('link', { name: m.site.nav.pricing, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: m.site.nav.howItWorks, exact: true })).toBeVisible();

    const text = norm(await page.locator('body').innerText());
    const names = await page
      .locator('body [aria-label]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const found = portugueseOnly(locale).filter((s) => text.includes(norm(s)) || names.includes(s));
    expect(found, `Portuguese text on /${locale}`).toEqual([]);
    // Short Portuguese labels of the landing that must not show either.
    const own = new Set(strings(m));
    const labels = ['Como funciona', 'Preços', 'Assinar agora', 'Recomendado', 'pagamento único', '/mês', 'Perguntas frequentes'];
    for (const label of labels.filter((l) => !own.has(l))) {
      expect(text, `'${label}' on /${locale}`).not.toContain(label);
    }
  });
}
