// Caps the account e-mails each recipient address gets, whatever the caller's address: a flood of
// reset or confirmation requests for one address sends a few e-mails, then nothing, while the
// endpoint keeps answering exactly as for a sent one (the check runs after the answer, in the
// background task that sends the mail, so neither the answer nor its timing tells them apart).
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { countRows } from '@/db/count';
import { authMailSends } from '@/db/schema';
import { normaliseEmail } from './account-lock';

export type CappedMailKind = 'reset' | 'verify' | 'existing' | 'locked';

const HOUR = 60 * 60 * 1000;

/** At most `max` e-mails of a kind per recipient in `windowMs`. */
export const MAIL_CAPS: Record<CappedMailKind, { max: number; windowMs: number }> = {
  reset: { max: 3, windowMs: HOUR },
  verify: { max: 3, windowMs: HOUR },
  existing: { max: 3, windowMs: HOUR },
  // One lock notice per lock window: a guesser who keeps the account's bucket full all day makes
  // at most one a quarter of an hour, never one per refused attempt.
  locked: { max: 1, windowMs: 15 * 60 * 1000 },
};

/**
 * Takes one send of `kind` to `recipient`, or answers false when the cap is reached. Counted and
 * written under an advisory lock on the recipient and kind, so requests sent at once cannot all
 * pass the count.
 */
export async function takeMailSlot(db: Database, recipient: string, kind: CappedMailKind, now = new Date()): Promise<boolean> {
  const to = normaliseEmail(recipient);
  const { max, windowMs } = MAIL_CAPS[kind];
  const since = new Date(now.getTime() - windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail:${kind}:${to}`}, 0))`);
    const sent = await countRows(
      tx,
      authMailSends,
      and(eq(authMailSends.recipient, to), eq(authMailSends.kind, kind), gt(authMailSends.createdAt, since)),
    );
    if (sent >= max) return false;
    await tx.insert(authMailSends).values({ recipient: to, kind, createdAt: now });
    // Keep the table small: no cap looks further back than an hour.
    await tx.delete(authMailSends).where(lt(authMailSends.createdAt, new Date(now.getTime() - HOUR)));
    return true;
  });
}
