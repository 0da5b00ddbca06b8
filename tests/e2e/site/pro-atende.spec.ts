import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { assistantText, catalogue, waitForHydration } from '../support/site';

const t = catalogue('pt-BR').proAtende;
// Replies quote prices and days from the plan catalogue.
const plansReply = assistantText('pt-BR', 'replies.plans');

function conversation(page: Page) {
  return page.getByRole('list', { name: t.chatLabel });
}
function input(page: Page) {
  return page.getByRole('textbox', { name: t.placeholder });
}
function send(page: Page) {
  return page.getByRole('button', { name: 'Enviar' });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/pro-atende');
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Atende' })).toBeVisible();
  await waitForHydration(input(page));
});

test('the chat greets and Send stays disabled for an empty or blank message', async ({ page }) => {
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  await expect(conversation(page).getByText(t.greeting)).toBeVisible();
  await expect(send(page)).toBeDisabled();
  await input(page).fill('   ');
  await expect(send(page)).toBeDisabled();
  await input(page).fill(' \n ');
  await expect(send(page)).toBeDisabled();
  await input(page).press('Enter');
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  await input(page).fill('Olá');
  await expect(send(page)).toBeEnabled();
  await input(page).fill('');
  await expect(send(page)).toBeDisabled();
});

test('a question about the Pleno price gets the plans reply after the typing indicator', async ({ page }) => {
  // The page's clock is controlled, so the one-second wait is measured, not raced.
  await page.clock.install();
  await page.goto('/pro-atende');
  await waitForHydration(input(page));
  const question = 'Quanto custa o plano Pleno?';
  await input(page).fill(question);
  await expect(send(page)).toBeEnabled();
  // A margin, so the pause is still in the future when it lands on a busy machine.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  await input(page).press('Enter');

  const messages = conversation(page).getByRole('listitem');
  await expect(messages.nth(1)).toContainText(question);
  await expect(input(page)).toHaveValue('');
  const typing = page.getByRole('status').filter({ hasText: 'Digitando...' });
  await expect(typing).toBeVisible();
  await expect(conversation(page).getByText(plansReply)).toHaveCount(0);
  // Send stays disabled while the reply is pending, even with new text; Enter does not send it.
  await input(page).fill('E o Senior?');
  await expect(send(page)).toBeDisabled();
  await input(page).press('Enter');
  await expect(input(page)).toHaveValue('E o Senior?');

  // Not yet after 0.9 s...
  await page.clock.runFor(900);
  await expect(typing).toBeVisible();
  await expect(conversation(page).getByText(plansReply)).toHaveCount(0);
  await expect(send(page)).toBeDisabled();
  // ...but at 1 s.
  await page.clock.runFor(100);
  await expect(conversation(page).getByText(plansReply)).toBeVisible();
  await expect(page.getByText('Digitando...')).toHaveCount(0);
  // The pending Enter did not send: greeting, question, reply.
  await expect(messages).toHaveCount(3);
  await expect(conversation(page).getByRole('link', { name: t.links.pricing })).toHaveAttribute('href', '/#precos');
  await expect(input(page)).toHaveValue('E o Senior?');
  await expect(send(page)).toBeEnabled();
  await page.clock.resume();
});

test('Send (the button) works as well as Enter', async ({ page }) => {
  await input(page).fill('Tem teste grátis?');
  await send(page).click();
  await expect(conversation(page).getByRole('listitem').nth(1)).toContainText('Tem teste grátis?');
  await expect(conversation(page).getByText(assistantText('pt-BR', 'replies.trial'))).toBeVisible({ timeout: 3_000 });
});

test('Shift+Enter breaks the line instead of sending', async ({ page }) => {
  await input(page).click();
  await page.keyboard.type('primeira linha');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('segunda linha');
  await expect(input(page)).toHaveValue('primeira linha\nsegunda linha');
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Digitando...')).toHaveCount(0);

  await page.keyboard.press('Enter');
  await expect(conversation(page).getByRole('listitem').nth(1)).toContainText('primeira linha');
  await expect(conversation(page).getByRole('listitem').nth(1)).toContainText('segunda linha');
});

test('a question with no known keyword gets the fallback reply', async ({ page }) => {
  await input(page).fill('Bom dia, tudo bem?');
  await input(page).press('Enter');
  await expect(conversation(page).getByText(assistantText('pt-BR', 'fallback'))).toBeVisible({ timeout: 3_000 });
  await expect(conversation(page).getByRole('link', { name: t.links.support })).toHaveAttribute('href', '/suporte');
  await expect(conversation(page).getByRole('link', { name: t.links.email })).toHaveAttribute(
    'href',
    'mailto:suporte@valora.app',
  );
  await expect(conversation(page).getByText(plansReply)).toHaveCount(0);
});
