import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedAccount } from '../support/fixtures';
import { passwordField } from '../support/ui';

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth).toBe(375);
  expect(scrollWidth).toBeLessThanOrEqual(375);
}

test('the login page fits 375 px and signing in works by touch', async ({ page, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  for (const control of [
    page.getByLabel('Email'),
    passwordField(page),
    page.getByRole('button', { name: 'Entrar', exact: true }),
  ]) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }

  await page.getByLabel('Email').tap();
  await page.getByLabel('Email').fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).tap();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('the sign-up page fits 375 px', async ({ page }) => {
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
