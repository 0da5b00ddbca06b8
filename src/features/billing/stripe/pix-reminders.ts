// The daily sweep of Pix renewal reminders (issue 16, docs/billing.md): every monthly plan paid by
// Pix whose paid period ends within three days gets one e-mail, in the user's language, with a link
// that opens the plan's checkout for the next month by Pix. The in-app notice needs no record (the
// app shell reads the same rule, src/lib/pix-renewal.ts).
//
// Once per period, even when the sweep runs twice or in two processes at once: each reminder is
// claimed by inserting (user, period end) into pix_renewal_reminders in the transaction that sends
// the e-mail. A concurrent sweep waits on that row's key, then finds it and sends nothing; a failed
// send rolls the claim back, so the next run tries again.
import 'server-only';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { pixRenewalReminders, subscriptions, users } from '@/db/schema';
import { sendPixRenewalEmail } from '@/features/email/mailer';
import { isLocale, type Locale } from '@/i18n/routing';
import { isPixRenewalDue, pixRenewalPayPath, pixRenewalWindow } from '@/lib/pix-renewal';
import { PLANS } from '@/lib/plans';
import { localizedAppUrl } from './checkout';

export type PixReminderSweep = { due: number; sent: number; failed: number };

/** Sends the reminders due at `now`; returns how many were due, sent and failed. */
export async function sweepPixRenewals(db: Database, now = new Date()): Promise<PixReminderSweep> {
  const { after, until } = pixRenewalWindow(now);
  const candidates = await db
    .select({
      userId: subscriptions.userId,
      plan: subscriptions.plan,
      status: subscriptions.status,
      source: subscriptions.source,
      paymentMethod: subscriptions.paymentMethod,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      email: users.email,
      locale: users.locale,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(
      pixRenewalReminders,
      and(
        eq(pixRenewalReminders.userId, subscriptions.userId),
        eq(pixRenewalReminders.periodEnd, subscriptions.currentPeriodEnd),
      ),
    )
    .where(
      and(
        eq(subscriptions.paymentMethod, 'pix'),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, after),
        lte(subscriptions.currentPeriodEnd, until),
        isNull(pixRenewalReminders.userId),
      ),
    );

  const result: PixReminderSweep = { due: 0, sent: 0, failed: 0 };
  for (const row of candidates) {
    if (!isPixRenewalDue(row, now, []) || !row.currentPeriodEnd) continue;
    const periodEnd = row.currentPeriodEnd;
    result.due++;
    const locale: Locale = isLocale(row.locale) ? row.locale : 'pt-BR';
    try {
      const sent = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(pixRenewalReminders)
          .values({ userId: row.userId, periodEnd })
          .onConflictDoNothing()
          .returning({ userId: pixRenewalReminders.userId });
        if (claimed.length === 0) return false;
        await sendPixRenewalEmail({
          to: row.email,
          locale,
          planName: PLANS[row.plan].name,
          periodEnd,
          payUrl: localizedAppUrl(pixRenewalPayPath(row.plan), locale),
          settingsUrl: `${localizedAppUrl('/app/settings', locale)}?tab=subscription`,
        });
        return true;
      });
      if (sent) result.sent++;
    } catch (error) {
      result.failed++;
      console.error(
        `[billing] Pix renewal reminder for ${row.userId} failed: ${error instanceof Error ? error.message : 'error'}`,
      );
    }
  }
  return result;
}
