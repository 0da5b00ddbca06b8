import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { companyCnpj, siteConfig } from '../../../src/config/site';
import { catalogue, LOCALES, localized } from '../support/site';

const DOCS = [
  { doc: 'terms', path: '/termos' },
  { doc: 'privacy', path: '/privacidade' },
] as const;

function clauseHeadings(page: Page) {
  return page.getByRole('article').getByRole('heading', { level: 2, name: /^\d+\. / });
}

for (const locale of LOCALES) {
  for (const { doc, path } of DOCS) {
    const url = localized(path, locale);
    test(`${url} shows the ${doc} in ${locale} with 10 numbered clauses`, async ({ page }) => {
      const m = catalogue(locale).legal;
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m[doc].title);
      await expect(page.getByText(m.updatedAt)).toBeVisible();

      const titles = Array.from({ length: 10 }, (_, i) => `${i + 1}. ${m[doc].clauses[`c${i + 1}`].title}`);
      await expect(clauseHeadings(page)).toHaveCount(10);
      await expect(clauseHeadings(page)).toHaveText(titles);

      // The table of contents lists the same ten clauses.
      const toc = page.getByRole('navigation', { name: m.contents });
      await expect(toc.getByRole('link')).toHaveText(titles);
      // No placeholder left unfilled.
      expect(await page.getByRole('article').innerText()).not.toMatch(/\{\w+\}/);
    });
  }
}

test('the privacy policy names the data-protection officer and the LGPD', async ({ page }) => {
  await page.goto('/privacidade');
  const article = page.getByRole('article');
  await expect(article.getByText(siteConfig.company.dpoEmail).first()).toBeVisible();
  expect(siteConfig.company.dpoEmail).toBe('privacidade@valora.app');
  await expect(article.getByText('LGPD').first()).toBeVisible();
  await expect(article.getByText(siteConfig.company.dpoName).first()).toBeVisible();
  const text = await article.innerText();
  expect(text).toContain('privacidade@valora.app');
  expect(text).toContain('LGPD');
});

test('the terms name the company running Valora', async ({ page }) => {
  await page.goto('/termos');
  const text = await page.getByRole('article').innerText();
  expect(text).toContain(siteConfig.company.legalName);
  // The CNPJ only when the operator set a valid one (src/config/site.ts); never a placeholder.
  const cnpj = companyCnpj();
  if (cnpj) expect(text).toContain(cnpj);
  else expect(text).not.toContain('CNPJ');
  expect(text).not.toContain('00.000.000/0001-00');
});

for (const { doc, path } of DOCS) {
  test(`the table of contents of ${path} jumps to the clauses`, async ({ page }) => {
    const m = catalogue('pt-BR').legal;
    await page.goto(path);
    const toc = page.getByRole('navigation', { name: m.contents });
    for (const n of [7, 2, 10]) {
      const title = `${n}. ${m[doc].clauses[`c${n}`].title}`;
      const link = toc.getByRole('link', { name: title, exact: true });
      await expect(link).toHaveAttribute('href', `#clausula-${n}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}#clausula-${n}$`));
      const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
      await expect(heading).toBeInViewport();
      // The clause starts near the top of the screen, below the sticky header (or the page is at its end).
      await expect
        .poll(() =>
          page.locator(`#clausula-${n}`).evaluate((el) => {
            const top = el.getBoundingClientRect().top;
            const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
            return top >= 0 && (top <= 120 || atEnd);
          }),
        )
        .toBe(true);
    }
  });
}
