import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Database } from '@/db/client';
import { clients } from '@/db/schema';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { formatBRL } from '@/lib/money';
import { parseClientId } from './mutations';
import { proposalsOfClients } from './queries';

/** A client's proposal as its edit dialog lists it, worded in the user's language. */
export type ClientProposalRow = { id: string; title: string; status: string; total: string };

/**
 * The proposals a client's edit dialog lists (newest first, at most CLIENT_PROPOSALS_SHOWN), asked
 * for when the dialog opens rather than sent with every page of the list: the list page no longer
 * reads and words the proposals of 25 clients nobody may open (issue 17).
 */
export async function clientProposalRows(db: Database, userId: string, id: unknown): Promise<ActionResult<ClientProposalRow[]>> {
  const clientId = parseClientId(id);
  if (!clientId.ok) return clientId;
  const [owned, byClient, t, locale] = await Promise.all([
    db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, clientId.data), eq(clients.userId, userId))),
    proposalsOfClients(db, userId, [clientId.data]),
    getTranslations('proposals'),
    getLocale(),
  ]);
  if (owned.length === 0) return fail('clients.notFound');
  return ok(
    (byClient[clientId.data] ?? []).map((p) => ({
      id: p.id,
      title: p.version > 1 ? `${p.title} (${t('versionShort', { version: p.version })})` : p.title,
      status: t(`statuses.${p.status}`),
      total:
        p.recurringCents > 0
          ? t('totalWithMonthly', { oneOff: formatBRL(p.totalCents, locale), monthly: formatBRL(p.recurringCents, locale) })
          : formatBRL(p.totalCents, locale),
    })),
  );
}
