// The whole life of a contract, shared by the desktop and the 375 px specs: the freelancer makes it
// from a sent proposal (blank filled, clause edited, saved, sent); the client opens the e-mailed link
// in a fresh browser, asks for the code, reads it from the outbox and signs; the freelancer
// countersigns with the password; the final PDF, read back with pdfjs, holds the clauses, both
// signers and the content hash; /verificar confirms that PDF and refuses an altered copy.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { freelancerWithSentProposal, generateFillAndSend } from './contracts';
import { withDb } from './db';
import { mailFor } from './fixtures';
import { expect } from './test';

/** The text of each page of a PDF, as pdfjs reads it. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

type Tap = (page: Page, name: string) => Promise<void>;

export async function contractFromProposalToVerifiedPdf(
  {
    page,
    context,
    request,
    browser,
  }: { page: Page; context: BrowserContext; request: BrowserContext['request']; browser: Browser },
  { viewport, tap }: { viewport?: { width: number; height: number }; tap: Tap },
) {
  const { account, clientEmail, proposalId } = await freelancerWithSentProposal(context, request);
  await generateFillAndSend(page, proposalId, clientEmail);
  const contractId = /\/app\/contracts\/([0-9a-f-]{36})$/.exec(page.url())![1];
  const link = (await mailFor(clientEmail, 'contract-link')).link!;

  // The client, in a browser of their own.
  const clientContext = await browser.newContext({
    locale: 'pt-BR',
    ...(viewport ? { viewport, isMobile: true, hasTouch: true } : {}),
  });
  const client = await clientContext.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(client.getByText('Das partes contratantes')).toBeVisible();
  await client.getByLabel('Nome completo').fill('João Santos');
  await client.getByLabel('CPF ou CNPJ').fill('11222333000181');
  await tap(client, 'Enviar código');
  await expect(client.getByTestId('code-status')).toContainText('Código enviado');
  const { mail } = await mailFor(clientEmail, 'contract-code');
  const code = /(\d{6})/.exec(mail.subject)![1];
  await client.getByLabel('Código de 6 dígitos').fill(code);
  await client.getByLabel('Li e concordo com todas as cláusulas deste contrato').check();
  await tap(client, 'Assinar contrato');
  await expect(client.getByTestId('contract-status')).toContainText('Assinado por João Santos');

  // The freelancer countersigns in the app.
  await page.reload();
  await expect(page.getByTestId('contract-status')).toHaveText('Assinado pelo cliente');
  const panel = page.getByTestId('countersign-panel');
  await expect(panel).toContainText('João Santos');
  await panel.getByLabel('Sua senha').fill(account.password);
  await panel.getByRole('button', { name: 'Assinar contrato' }).click();
  await expect(page.getByText('Contrato assinado pelas duas partes!')).toBeVisible();
  await expect(page.getByTestId('contract-pdf')).toHaveText('Baixar PDF assinado');

  // The final PDF, as the freelancer downloads it.
  const href = await page.getByTestId('contract-pdf').getAttribute('href');
  const response = await context.request.get(href!);
  expect(response.status()).toBe(200);
  const pdf = await response.body();
  const [{ content_sha256: sha256 }] = await withDb(
    async (db) =>
      (
        await db.query<{ content_sha256: string }>(
          `select content_sha256 from contract_signatures where contract_id = $1 and voided_at is null and role = 'professional'`,
          [contractId],
        )
      ).rows,
  );
  const pages = await pdfPages(pdf);
  const all = pages.join('\n');
  expect(all).toContain('Das partes contratantes');
  expect(all).toContain('Cláusula 2ª');
  expect(all).toContain('Criação de logotipo');
  expect(all).toContain('João Santos');
  expect(all).toContain('Ana Demo');
  expect(all).toContain('Registro de assinaturas');
  expect(all).not.toContain('MINUTA');
  for (const [i, text] of pages.entries()) expect(text.replace(/\s/g, ''), `page ${i + 1}`).toContain(sha256);

  // The client's link now offers the same signed PDF.
  await client.reload();
  await expect(client.getByTestId('contract-pdf')).toHaveText('Baixar PDF assinado');
  expect((await clientContext.request.get((await client.getByTestId('contract-pdf').getAttribute('href'))!)).status()).toBe(200);

  // Anyone may check the PDF on /verificar; one changed byte matches nothing.
  await client.goto('/verificar');
  const check = async (bytes: Buffer) => {
    await client.getByLabel('Escolher PDF').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: bytes });
    await tap(client, 'Verificar');
    return client.getByTestId('verify-result');
  };
  const valid = await check(pdf);
  await expect(valid).toHaveAttribute('data-valid', 'true');
  await expect(valid).toContainText('João Santos');
  await expect(valid).toContainText('Ana Demo');
  const altered = Buffer.from(pdf);
  altered[Math.floor(altered.length / 2)] ^= 1;
  await client.getByRole('button', { name: 'Remover arquivo' }).click();
  const invalid = await check(altered);
  await expect(invalid).toHaveAttribute('data-valid', 'false');
  await clientContext.close();
}
