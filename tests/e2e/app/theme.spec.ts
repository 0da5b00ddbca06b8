import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';

async function chooseTheme(page: Page, name: 'Claro' | 'Escuro' | 'Sistema') {
  await page.getByRole('button', { name: 'Alternar tema' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText([/Claro/, /Escuro/, /Sistema/]);
  await menu.getByRole('menuitemradio', { name }).click();
  await expect(menu).toBeHidden();
}

test.use({ colorScheme: 'light' });

test('the theme menu switches to dark and the choice survives a reload (auth pages)', async ({ page }) => {
  await page.goto('/auth/login');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await chooseTheme(page, 'Escuro');
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Alternar tema' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Escuro' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  await chooseTheme(page, 'Claro');
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the theme toggle in the app header works and follows the system when asked', async ({ page, context, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await signIn(context, email, password);
  await page.goto('/app/dashboard');
  const html = page.locator('html');

  await chooseTheme(page, 'Escuro');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.goto('/app/clients');
  await expect(html).toHaveClass(/\bdark\b/);

  // 'Sistema' follows the (light) system preference, then a dark one.
  await chooseTheme(page, 'Sistema');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
});

// The saved theme is applied by the inline script in <head>, before <body> exists (so before the
// first paint), on a static page (allowed by its hash from the prerendered HTML) and on a page with
// a per-request nonce (allowed by its hash beside the nonce): no flash, no CSP violation.
test('the saved theme applies before the first paint on static and dynamic pages, under the CSP', async ({ page }) => {
  for (const theme of ['dark', 'light'] as const) {
    await page.addInitScript((saved) => {
      localStorage.setItem('theme', saved);
      const w = window as unknown as { darkAtBody?: boolean; violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.sample}`));
      new MutationObserver((_, observer) => {
        if (!document.querySelector('body')) return;
        w.darkAtBody = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, theme);
    for (const path of ['/', '/auth/login']) {
      await page.goto(path);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { darkAtBody?: boolean; violations: string[] };
        return { darkAtBody: w.darkAtBody, violations: w.violations };
      });
      expect(seen.darkAtBody, `${theme} on ${path}`).toBe(theme === 'dark');
      expect(seen.violations, path).toEqual([]);
    }
  }
});
