// Sends e-mail over SMTP when SMTP_URL is set; otherwise writes each message to
// DATA_DIR/outbox as an .eml file (named with its kind and recipient) and prints its link to the
// server log. The account e-mails and the proposal e-mails go through the same deliver().
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { appUrl, getEnv } from '@/env';
import type { Locale } from '@/i18n/routing';
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/messages';
import { layoutEmail, type RenderedEmail } from './layout';
import { renderContractEmail, type ContractEmail, type ContractEmailKind } from './contract-templates';
import { oneLine, renderProposalEmail, type ProposalEmail, type ProposalEmailKind } from './proposal-templates';
import { renderLockEmail, type LockNotice } from './lock-template';
import { renderContractLinkEmail, type ContractLinkEmail } from './contract-link-template';
import { renderContractFinalEmail, type ContractFinalEmail } from './contract-final-template';
import { renderPixRenewalEmail, type PixRenewalEmail } from './pix-renewal-template';
import { renderEmail, type EmailKind } from './templates';
import { renderReceiptEmail, type ReceiptEmail } from './receipt-template';
import { renderInstalmentReminderEmail, type InstalmentReminderEmail } from './instalment-reminder-template';

export type { ProposalEmail } from './proposal-templates';
export type { ContractEmail } from './contract-templates';
export type { ContractFinalEmail } from './contract-final-template';
export type { PixRenewalEmail } from './pix-renewal-template';
export type { ReceiptEmail } from './receipt-template';
export type { InstalmentReminderEmail } from './instalment-reminder-template';

type Outgoing = RenderedEmail & {
  kind:
    | EmailKind
    | 'locked'
    | ProposalEmailKind
    | 'contract-link'
    | ContractEmailKind
    | 'contract-final'
    | 'pix-renewal'
    | 'webhook-disabled'
    | 'receipt'
    | 'instalment-reminder';
  to: string;
  replyTo?: string | null;
  link: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

let transporter: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  transporter ??= nodemailer.createTransport(url);
  return transporter;
}

/** One address, or nothing: a Reply-To never carries a list or a header break. */
function singleAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const address = oneLine(value);
  if (z.email().safeParse(address).success) return address;
  console.warn('[mail] Reply-To left out: not a single e-mail address');
  return undefined;
}

async function deliver(mail: Outgoing): Promise<void> {
  const env = getEnv();
  const replyTo = singleAddress(mail.replyTo);
  const { subject, text, html } = mail;
  const message = {
    from: env.MAIL_FROM,
    to: mail.to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text,
    html,
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  };

  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message);
    return;
  }
  const outbox = path.join(path.resolve(env.DATA_DIR), 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const raw = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const file = path.join(outbox, `${Date.now()}-${randomBytes(3).toString('hex')}-${mail.kind}-${safeTo}.eml`);
  // Written under a temporary name, then renamed: whoever reads the outbox (an operator, a test)
  // never meets half a message, now that e-mails are written after the answer.
  await fs.writeFile(`${file}.part`, raw.message as Buffer, { mode: 0o600 });
  await fs.rename(`${file}.part`, file);
  console.info(`[mail] ${mail.kind} e-mail for ${mail.to} written to ${file}\n[mail] link: ${mail.link}`);
}

export async function sendAuthEmail(input: { to: string; locale: Locale; kind: EmailKind; url: string }): Promise<void> {
  await deliver({ ...renderEmail(input.locale, input.kind, input.url), kind: input.kind, to: input.to, link: input.url });
}

/** The lock notice: failed sign-ins locked the account for browsers it does not know. */
export async function sendLockEmail(input: { to: string; locale: Locale } & LockNotice): Promise<void> {
  const { to, locale, ...notice } = input;
  await deliver({ ...renderLockEmail(locale, notice), kind: 'locked', to, link: notice.signInUrl });
}

/** Throws when `to` is not one valid address (the caller checks the client has an e-mail first). */
export async function sendProposalEmail(input: ProposalEmail): Promise<void> {
  if (!z.email().safeParse(input.to).success) throw new Error(`[mail] ${input.kind}: "to" is not one e-mail address`);
  const replyTo = input.kind === 'proposal-link' || input.kind === 'proposal-reminder' ? input.replyTo : undefined;
  await deliver({ ...renderProposalEmail(input), kind: input.kind, to: input.to, replyTo, link: input.url });
}

/** The contract's signing link to the client, in the contract's language. Throws when `to` is not one address. */
export async function sendContractLinkEmail(input: ContractLinkEmail): Promise<void> {
  if (!z.email().safeParse(input.to).success) throw new Error('[mail] contract-link: "to" is not one e-mail address');
  await deliver({
    ...renderContractLinkEmail(input),
    kind: 'contract-link',
    to: input.to,
    replyTo: input.replyTo,
    link: input.url,
  });
}

/** The e-mails of signing a contract (the code, the notices, the end); throws when `to` is not one address. */
export async function sendContractEmail(input: ContractEmail): Promise<void> {
  if (!z.email().safeParse(input.to).success) throw new Error(`[mail] ${input.kind}: "to" is not one e-mail address`);
  await deliver({ ...renderContractEmail(input), kind: input.kind, to: input.to, link: input.url });
}

/** A contract's final PDF, attached, to one party. Throws when `to` is not one valid address. */
export async function sendContractFinalEmail(input: ContractFinalEmail): Promise<void> {
  if (!z.email().safeParse(input.to).success) throw new Error('[mail] contract-final: "to" is not one e-mail address');
  await deliver({
    ...renderContractFinalEmail(input),
    kind: 'contract-final',
    to: input.to,
    link: input.verifyUrl,
    attachments: [{ filename: input.pdf.fileName, content: input.pdf.bytes, contentType: 'application/pdf' }],
  });
}

/** The Pix renewal reminder: a monthly plan paid by Pix ends in three days. Throws when `to` is not one address. */
export async function sendPixRenewalEmail(input: PixRenewalEmail): Promise<void> {
  if (!z.email().safeParse(input.to).success) throw new Error('[mail] pix-renewal: "to" is not one e-mail address');
  await deliver({ ...renderPixRenewalEmail(input), kind: 'pix-renewal', to: input.to, link: input.payUrl });
}

/** An outgoing webhook endpoint disabled after 3 days of failed deliveries (features/api). */
export async function sendWebhookDisabledEmail(input: {
  to: string;
  locale: Locale;
  url: string;
  settingsUrl: string;
}): Promise<void> {
  const t = createTranslator({
    locale: input.locale,
    messages: catalogues[input.locale],
    namespace: 'api.webhooks.disabledEmail',
  });
  const rendered = layoutEmail(input.locale, {
    subject: t('subject', { url: input.url }),
    greeting: t('greeting'),
    body: [t('body', { url: input.url })],
    action: { label: t('button'), url: input.settingsUrl },
    notes: [],
  });
  await deliver({ ...rendered, kind: 'webhook-disabled', to: input.to, link: input.settingsUrl });
}

/** A recibo's PDF, attached, to the client. Throws when `to` is not one valid address. */
export async function sendReceiptEmail(input: ReceiptEmail): Promise<void> {
  if (!z.email().safeParse(input.to).success) throw new Error('[mail] receipt: "to" is not one e-mail address');
  const url = appUrl();
  await deliver({
    ...renderReceiptEmail(input, url),
    kind: 'receipt',
    to: input.to,
    replyTo: input.replyTo,
    link: url,
    attachments: [{ filename: input.pdf.fileName, content: input.pdf.bytes, contentType: 'application/pdf' }],
  });
}

/** An instalment's reminder to the client (due today, or 3 days late), linking to the proposal's page. */
export async function sendInstalmentReminderEmail(input: InstalmentReminderEmail): Promise<void> {
  if (!z.email().safeParse(input.to).success) throw new Error('[mail] instalment reminder: "to" is not one e-mail address');
  await deliver({
    ...renderInstalmentReminderEmail(input),
    kind: 'instalment-reminder',
    to: input.to,
    replyTo: input.replyTo,
    link: input.url,
  });
}
