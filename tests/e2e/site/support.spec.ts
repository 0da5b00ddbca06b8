import { appUrlMatching } from '../support/constants';
import { expect, test } from '../support/test';
import { siteConfig } from '../../../src/config/site';
import { catalogue } from '../support/site';

const t = catalogue('pt-BR').support;

test.beforeEach(async ({ page }) => {
  await page.goto('/suporte');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
});

test('the e-mail card gives the support address and the 24-business-hour promise', async ({ page }) => {
  expect(siteConfig.company.supportEmail).toBe('suporte@valora.app');
  const card = page.getByRole('region', { name: t.emailTitle });
  await expect(card.getByText('24 horas úteis')).toBeVisible();
  const mail = card.getByRole('link', { name: 'suporte@valora.app' });
  await expect(mail).toHaveAttribute('href', 'mailto:suporte@valora.app');
});

test('a link leads to the FAQ of the landing', async ({ page }) => {
  const card = page.getByRole('region', { name: t.faqTitle });
  const link = card.getByRole('link', { name: t.faqLink });
  await expect(link).toHaveAttribute('href', '/#faq');
  await link.click();
  await expect(page).toHaveURL(appUrlMatching('/#faq$'));
  await expect(page.locator('#faq')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: catalogue('pt-BR').landing.faq.title })).toBeInViewport();
});

test('the opening hours are listed', async ({ page }) => {
  const card = page.getByRole('region', { name: t.hoursTitle });
  await expect(card.getByRole('listitem')).toHaveText(['Segunda a sexta: 9h às 18h', 'Sábado: 9h às 14h']);
  await expect(card.getByText('Fechado aos domingos e feriados.')).toBeVisible();
  await expect(card.getByText('Horário de Brasília')).toBeVisible();
});

test('urgent payment problems go by e-mail with URGENTE in the subject', async ({ page }) => {
  const card = page.getByRole('region', { name: t.urgentTitle });
  await expect(card.getByText(t.urgentBody)).toBeVisible();
  await expect(card.getByText(/URGENTE/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'suporte@valora.app' })).toHaveAttribute(
    'href',
    'mailto:suporte@valora.app?subject=URGENTE',
  );
});
