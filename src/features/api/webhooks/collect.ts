// Turns what happened in the app into webhook deliveries, without touching the code that made it
// happen: every minute each enabled endpoint collects the events of its owner since its last
// collection from the app's own history (proposal_events, contract_events, the clients' timestamps).
// The window overlaps the previous one by two minutes, so a transaction that committed late is still
// seen; each event has a stable id and is delivered to an endpoint at most once (unique index).
import 'server-only';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  clients,
  contractEvents,
  contracts,
  proposalEvents,
  proposals,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookEventType,
} from '@/db/schema';
import { getSubscription } from '@/features/account/queries';
import { hasApiAccess } from '../access';
import { clientJson, CURRENCY } from '../representations';

const OVERLAP_MS = 2 * 60_000;

export type WebhookEvent = { id: string; type: WebhookEventType; at: Date; data: Record<string, unknown> };

const PROPOSAL_KINDS = {
  sent: 'proposal.sent',
  viewed: 'proposal.viewed',
  accepted: 'proposal.accepted',
  refused: 'proposal.refused',
} as const;

/** The owner's events that happened in (from, to]. */
export async function eventsBetween(db: Database, userId: string, from: Date, to: Date): Promise<WebhookEvent[]> {
  const [proposalRows, clientRows, contractRows] = await Promise.all([
    db
      .select({ event: proposalEvents, proposal: proposals })
      .from(proposalEvents)
      .innerJoin(proposals, eq(proposals.id, proposalEvents.proposalId))
      .where(
        and(
          eq(proposalEvents.userId, userId),
          inArray(proposalEvents.kind, Object.keys(PROPOSAL_KINDS) as (keyof typeof PROPOSAL_KINDS)[]),
          gt(proposalEvents.createdAt, from),
          lte(proposalEvents.createdAt, to),
        ),
      ),
    db
      .select()
      .from(clients)
      .where(
        and(
          eq(clients.userId, userId),
          or(
            and(gt(clients.createdAt, from), lte(clients.createdAt, to)),
            and(gt(clients.updatedAt, from), lte(clients.updatedAt, to)),
          ),
        ),
      ),
    db
      .select({ event: contractEvents, contract: contracts })
      .from(contractEvents)
      .innerJoin(contracts, eq(contracts.id, contractEvents.contractId))
      .where(
        and(
          eq(contractEvents.userId, userId),
          eq(contractEvents.kind, 'completed'),
          gt(contractEvents.createdAt, from),
          lte(contractEvents.createdAt, to),
        ),
      ),
  ]);
  const events: WebhookEvent[] = [];
  for (const { event, proposal: p } of proposalRows) {
    const type = PROPOSAL_KINDS[event.kind as keyof typeof PROPOSAL_KINDS];
    events.push({
      id: `evt_${event.id}`,
      type,
      at: event.createdAt,
      data: {
        id: p.id,
        title: p.title,
        status: p.status,
        clientId: p.clientId,
        clientName: p.clientName,
        totalCents: p.totalCents,
        currency: CURRENCY,
        validUntil: p.validUntil,
        version: p.version,
        ...(type === 'proposal.refused' ? { reason: event.detail } : {}),
      },
    });
  }
  const within = (d: Date) => d > from && d <= to;
  for (const c of clientRows) {
    // A client's data is as it is now (the table keeps no history); created and each later save are
    // separate events, the save's id carrying its time.
    if (within(c.createdAt))
      events.push({ id: `evt_client_${c.id}`, type: 'client.created', at: c.createdAt, data: clientJson(c) });
    if (within(c.updatedAt) && c.updatedAt.getTime() - c.createdAt.getTime() >= 1000)
      events.push({
        id: `evt_client_${c.id}_${c.updatedAt.getTime()}`,
        type: 'client.updated',
        at: c.updatedAt,
        data: clientJson(c),
      });
  }
  for (const { event, contract: c } of contractRows) {
    events.push({
      id: `evt_${event.id}`,
      type: 'contract.signed',
      at: event.createdAt,
      data: {
        id: c.id,
        title: c.title,
        status: c.status,
        clientId: c.clientId,
        clientName: c.clientName,
        proposalId: c.proposalId,
        signedAt: c.signedAt?.toISOString() ?? null,
      },
    });
  }
  return events.sort((x, y) => x.at.getTime() - y.at.getTime());
}

/** The Standard Webhooks payload: { type, timestamp, data }. */
export const payloadOf = (e: WebhookEvent) => ({ type: e.type, timestamp: e.at.toISOString(), data: e.data });

/** Collects every enabled endpoint's new events into deliveries; returns the new deliveries' ids. */
export async function collectWebhookEvents(db: Database, now = new Date()): Promise<string[]> {
  const endpoints = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.enabled, true));
  const created: string[] = [];
  for (const endpoint of endpoints) {
    if (!hasApiAccess(await getSubscription(endpoint.userId))) continue;
    const from = new Date(Math.max(endpoint.collectedUntil.getTime() - OVERLAP_MS, endpoint.createdAt.getTime()));
    const events = (await eventsBetween(db, endpoint.userId, from, now)).filter((e) => endpoint.events.includes(e.type));
    if (events.length) {
      const rows = await db
        .insert(webhookDeliveries)
        .values(
          events.map((e) => ({
            userId: endpoint.userId,
            endpointId: endpoint.id,
            eventId: e.id,
            eventType: e.type,
            payload: payloadOf(e),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      created.push(...rows.map((r) => r.id));
    }
    await db
      .update(webhookEndpoints)
      .set({ collectedUntil: sql`greatest(${webhookEndpoints.collectedUntil}, ${now})` })
      .where(eq(webhookEndpoints.id, endpoint.id));
  }
  return created;
}
