import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { assistantText, catalogue, waitForHydration } from '../support/site';

const t = catalogue('pt-BR').proAtende;

const bubble = (page: Page) => page.getByTestId('assistant-bubble');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Pro Atende' });
const conversation = (page: Page) => panel(page).getByRole('list', { name: t.chatLabel });
const input = (page: Page) => panel(page).getByRole('textbox', { name: t.placeholder });
const send = (page: Page) => panel(page).getByRole('button', { name: 'Enviar', exact: true });

test.beforeEach(async ({ context, request }) => {
  const account = await createVerifiedAccount(request);
  await signIn(context, account.email, account.password);
});

test('the bubble opens the assistant: typing indicator for 1 s, the reply with its link, Shift+Enter, Enter, Escape', async ({
  page,
}) => {
  // The page's clock is controlled, so the one-second wait is measured, not raced.
  await page.clock.install();
  await page.goto('/app/dashboard');
  await waitForHydration(bubble(page));
  await expect(bubble(page)).toHaveAccessibleName('Abrir assistente');
  await expect(bubble(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toHaveCount(0);

  await bubble(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toHaveAccessibleDescription('Respostas na hora sobre o Valora');
  await expect(bubble(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(bubble(page)).toHaveAccessibleName('Fechar assistente');
  await expect(input(page)).toBeFocused();
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  await expect(conversation(page)).toContainText(t.greetingApp);
  await expect(send(page)).toBeDisabled();
  await input(page).fill('   ');
  await expect(send(page)).toBeDisabled();

  const question = 'Quanto custa o plano Pleno?';
  const reply = assistantText('pt-BR', 'replies.plans');
  await input(page).fill(question);
  await expect(send(page)).toBeEnabled();
  // A margin, so the pause is still in the future when it lands on a busy machine.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  await input(page).press('Enter');

  const messages = conversation(page).getByRole('listitem');
  await expect(messages.nth(1)).toContainText(question);
  await expect(input(page)).toHaveValue('');
  const typing = panel(page).getByRole('status').filter({ hasText: 'Digitando...' });
  await expect(typing).toBeVisible();
  await input(page).fill('E o Senior?');
  await expect(send(page)).toBeDisabled();
  await page.clock.runFor(900);
  await expect(typing).toBeVisible();
  await expect(conversation(page).getByText(reply)).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(conversation(page).getByText(reply)).toBeVisible();
  await expect(panel(page).getByText('Digitando...')).toHaveCount(0);
  await expect(messages).toHaveCount(3);
  // The prices are the catalogue's.
  await expect(messages.nth(2)).toContainText('Pleno (R$ 99,00/mês)');
  await expect(conversation(page).getByRole('link', { name: t.links.pricing })).toHaveAttribute('href', '/#precos');
  await page.clock.resume();

  // Shift+Enter breaks the line; Enter sends both lines.
  await input(page).fill('');
  await input(page).click();
  await page.keyboard.type('primeira linha');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('segunda linha');
  await expect(input(page)).toHaveValue('primeira linha\nsegunda linha');
  await expect(messages).toHaveCount(3);
  await page.keyboard.press('Enter');
  await expect(messages.nth(3)).toContainText('primeira linha');
  await expect(messages.nth(3)).toContainText('segunda linha');
  await expect(input(page)).toHaveValue('');
  await expect(messages).toHaveCount(5, { timeout: 3_000 });
  await expect(messages.nth(4)).toContainText(assistantText('pt-BR', 'fallback'));

  // Escape closes the panel and gives the focus back to the bubble.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(bubble(page)).toBeFocused();
  await expect(bubble(page)).toHaveAccessibleName('Abrir assistente');

  // Reopened, the conversation is still there.
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(conversation(page).getByRole('listitem')).toHaveCount(5);
});

test('the bubble is on every app page', async ({ page }) => {
  for (const path of [
    '/app/dashboard',
    '/app/clients',
    '/app/services',
    '/app/proposals',
    '/app/proposals/new',
    '/app/knowledge',
    '/app/settings',
  ]) {
    await page.goto(path);
    await expect(bubble(page), path).toBeVisible();
    await expect(bubble(page), path).toHaveAccessibleName('Abrir assistente');
  }
});

test("inside the app, replies link to the app's screens; a link closes the panel", async ({ page }) => {
  await page.goto('/app/dashboard');
  await waitForHydration(bubble(page));
  await bubble(page).click();
  await input(page).fill('Como crio uma proposta?');
  await input(page).press('Enter');
  await expect(conversation(page).getByText(assistantText('pt-BR', 'replies.proposals'))).toBeVisible({ timeout: 15_000 });
  await conversation(page).getByRole('link', { name: t.links.newProposal }).click();
  await expect(page).toHaveURL(/\/app\/proposals\/new$/);
  await expect(panel(page)).toHaveCount(0);

  // The conversation survived the navigation (the bubble lives in the app layout).
  await bubble(page).click();
  await expect(conversation(page).getByRole('listitem')).toHaveCount(3);
  await input(page).fill('Qual o horário do suporte?');
  await input(page).press('Enter');
  await expect(conversation(page).getByText(assistantText('pt-BR', 'replies.support'))).toBeVisible({ timeout: 15_000 });
  await expect(conversation(page).getByRole('link', { name: t.links.email }).last()).toHaveAttribute(
    'href',
    'mailto:suporte@valora.app',
  );
});

test('the bubble and the panel are translated in the four languages', async ({ page }) => {
  for (const locale of ['pt-BR', 'en', 'es', 'de'] as const) {
    const m = catalogue(locale);
    await page.goto(locale === 'pt-BR' ? '/app/dashboard' : `/${locale}/app/dashboard`);
    await waitForHydration(bubble(page));
    await expect(bubble(page), locale).toHaveAccessibleName(m.app.assistant.open);
    await bubble(page).click();
    const dialog = page.getByRole('dialog', { name: m.proAtende.botName });
    await expect(dialog).toHaveAccessibleDescription(m.app.assistant.subtitle);
    await expect(dialog).toContainText(m.proAtende.greetingApp);
    await expect(dialog.getByRole('textbox', { name: m.proAtende.placeholder })).toBeFocused();
    await expect(bubble(page)).toHaveAccessibleName(m.app.assistant.close);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});

test('answers by meaning within the FAQ, and sends what it cannot answer to support, in the page language', async ({ page }) => {
  // Two app pages, two questions: a budget that fits a busy machine.
  test.setTimeout(120_000);
  await page.goto('/app/dashboard');
  await waitForHydration(bubble(page));
  await bubble(page).click();
  // A keyword table answered this with Valora's plan prices ("quanto").
  await input(page).fill('Quanto devo cobrar por um logotipo?');
  await input(page).press('Enter');
  await expect(conversation(page).getByText(assistantText('pt-BR', 'replies.pricing'))).toBeVisible({ timeout: 15_000 });
  await expect(conversation(page).getByText(assistantText('pt-BR', 'replies.plans'))).toHaveCount(0);

  const en = catalogue('en').proAtende;
  await page.goto('/en/app/dashboard');
  await waitForHydration(bubble(page));
  await bubble(page).click();
  const enInput = panel(page).getByRole('textbox', { name: en.placeholder });
  // A keyword table answered this with the hourly-rate reply ("rate" inside "integrate").
  await enInput.fill('Can I integrate with Google Calendar?');
  await enInput.press('Enter');
  await expect(panel(page).getByText(assistantText('en', 'fallback'))).toBeVisible({ timeout: 15_000 });
  await expect(panel(page).getByRole('link', { name: en.links.support })).toHaveAttribute('href', /\/suporte$/);
  await expect(panel(page).getByText(assistantText('en', 'replies.rate'))).toHaveCount(0);
});
