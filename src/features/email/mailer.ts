// Sends e-mail over SMTP when SMTP_URL is set; otherwise writes each message to
// DATA_DIR/outbox as an .eml file and prints its link to the server log.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getEnv } from '@/env';
import type { Locale } from '@/i18n/routing';
import { renderEmail, type EmailKind } from './templates';

let transporter: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  transporter ??= nodemailer.createTransport(url);
  return transporter;
}

export async function sendAuthEmail(input: { to: string; locale: Locale; kind: EmailKind; url: string }): Promise<void> {
  const env = getEnv();
  const { subject, text, html } = renderEmail(input.locale, input.kind, input.url);
  const message = { from: env.MAIL_FROM, to: input.to, subject, text, html };

  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message);
    return;
  }
  const outbox = path.join(path.resolve(env.DATA_DIR), 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const raw = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  const safeTo = input.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const file = path.join(outbox, `${Date.now()}-${randomBytes(3).toString('hex')}-${input.kind}-${safeTo}.eml`);
  await fs.writeFile(file, raw.message as Buffer, { mode: 0o600 });
  console.info(`[mail] ${input.kind} e-mail for ${input.to} written to ${file}\n[mail] link: ${input.url}`);
}
