// Reads the e-mails the app wrote to DATA_DIR/outbox (the no-SMTP default).
import fs from 'node:fs';
import path from 'node:path';
import { parseMessage, type ParsedMessage } from './mime';

export type EmailKind =
  | 'verify'
  | 'reset'
  | 'existing'
  | 'locked'
  | 'proposal-link'
  | 'proposal-reminder'
  | 'proposal-viewed'
  | 'proposal-accepted'
  | 'proposal-refused'
  | 'proposal-tries-blocked'
  | 'contract-link'
  | 'contract-code'
  | 'contract-viewed'
  | 'contract-signed'
  | 'contract-refused'
  | 'contract-completed'
  | 'contract-final'
  | 'pix-renewal';
export type OutboxMail = { file: string; mail: ParsedMessage; link: string | undefined };

/** The first http(s) link of a message's text part (the action link of every Valora e-mail). */
export function firstLink(text: string | undefined): string | undefined {
  return text?.match(/https?:\/\/\S+/)?.[0];
}

export function readOutbox(dataDir: string, filter: { to?: string; kind?: EmailKind } = {}): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  // Files are `${Date.now()}-${6 hex}-${kind}-${to}.eml`: the kind is matched at its place, so an
  // address such as "a-verify-b@x.com" never passes for a kind.
  const ofKind = filter.kind && new RegExp(`^\\d+-[0-9a-f]{6}-${filter.kind}-`);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .filter((f) => !ofKind || ofKind.test(f))
    .filter((f) => !filter.to || f.toLowerCase().endsWith(`-${filter.to.toLowerCase()}.eml`))
    .sort()
    .map((file) => {
      const mail = parseMessage(fs.readFileSync(path.join(dir, file), 'utf8'));
      return { file, mail, link: firstLink(mail.text) };
    });
}

/** Waits (briefly) for the newest matching message. */
export async function waitForMail(
  dataDir: string,
  filter: { to?: string; kind?: EmailKind },
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readOutbox(dataDir, filter);
    if (mails.length) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`No e-mail in the outbox for ${JSON.stringify(filter)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
