// The receipt e-mail goes to the client in the proposal's language, as the proposal link and the
// reminders do: subject, body and the attached PDF (what the receipt refers to included), over a
// real SMTP server. The stored reference stays the Portuguese text frozen at issue.
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { proposals, receipts, users } from '@/db/schema';
import { issueReceipt, markReceived } from '@/features/payments/mutations';
import { proposalInstalments } from '@/features/payments/queries';
import { emailReceipt } from '@/features/payments/receipt-mail';
import type { Locale } from '@/i18n/routing';
import { todayInBrazil } from '@/lib/proposals';
import { parseMessage } from '../../../support/mime';
import { useSmtpServer, type ReceivedMail } from '../../support/smtp-server';
import { sentProposal } from './fixtures';

const received = useSmtpServer();

/** The PDF attached to a message, as text (spaces normalised). */
async function attachedPdfText(raw: string): Promise<string> {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
  expect(part, 'a PDF attachment').not.toBeNull();
  const bytes = new Uint8Array(Buffer.from(part![1].replace(/\s+/g, ''), 'base64'));
  const doc = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const page = await (await doc.getPage(1)).getTextContent();
  const text = page.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join('');
  await doc.destroy();
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
}

/** An accepted proposal in `proposalLocale` of a freelancer using the app in `appLocale`; its deposit received and its receipt e-mailed. */
async function emailedDepositReceipt(proposalLocale: Locale, appLocale: Locale) {
  const p = await sentProposal();
  await p.db.update(users).set({ locale: appLocale }).where(eq(users.id, p.userId));
  await p.db.update(proposals).set({ locale: proposalLocale }).where(eq(proposals.id, p.proposalId));
  expect(await p.accept(await p.pageHash())).toMatchObject({ ok: true });
  const [deposit] = await proposalInstalments(p.db, p.userId, p.proposalId);
  expect(deposit.isDeposit).toBe(true);
  expect(await markReceived(p.db, p.userId, deposit.id, { receivedOn: todayInBrazil(), method: 'pix' })).toMatchObject({ ok: true });
  const receipt = await issueReceipt(p.db, p.userId, deposit.id);
  if (!receipt.ok) throw new Error(JSON.stringify(receipt));
  const before = received.length;
  const ready = await emailReceipt(p.db, p.userId, receipt.data.id);
  if (!ready.ok) throw new Error(JSON.stringify(ready));
  await ready.data.send();
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(before + 1);
  const mail: ReceivedMail = received[received.length - 1];
  const [row] = await p.db.select().from(receipts).where(eq(receipts.id, receipt.data.id));
  return { ...p, receipt: row, mail, message: parseMessage(mail.raw), pdf: await attachedPdfText(mail.raw) };
}

describe('the receipt e-mail', () => {
  it('is in the proposal’s language (English), not the freelancer’s (Portuguese): subject, body and PDF', async () => {
    const { mail, message, pdf, receipt } = await emailedDepositReceipt('en', 'pt-BR');
    expect(mail.to).toEqual(['maria@cliente.com.br']);
    expect(message.subject).toBe(`Receipt no. ${receipt.number} from Ana Souza`);
    expect(message.text).toContain(`Receipt no. ${receipt.number} is attached as a PDF.`);
    expect(message.text).not.toContain('Recibo');
    expect(pdf).toContain('SERVICE PAYMENT RECEIPT');
    expect(pdf).toContain('for the deposit for the proposal “Site novo”');
    expect(pdf).not.toContain('sinal da proposta');
    // The amount in words in English too (the R$ 400,00 deposit), in the box and in the statement.
    expect(pdf.match(/\(four hundred reais\)/g)).toHaveLength(2);
    expect(pdf).not.toContain('quatrocentos');
    // The row keeps the Portuguese text frozen at issue.
    expect(receipt.reference).toBe('sinal da proposta “Site novo”');
    expect(receipt.emailedAt).not.toBeNull();
  });

  it('is in Portuguese for a Portuguese proposal of a freelancer using the app in English', async () => {
    const { message, pdf, receipt } = await emailedDepositReceipt('pt-BR', 'en');
    expect(message.subject).toBe(`Recibo nº ${receipt.number} de Ana Souza`);
    expect(pdf).toContain('RECIBO DE PRESTAÇÃO DE SERVIÇOS');
    expect(pdf).toContain('referente a sinal da proposta “Site novo”');
    expect(pdf).toContain('(quatrocentos reais)');
  });
});
