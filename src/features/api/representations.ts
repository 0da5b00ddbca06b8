// What the API answers for each resource: money in integer cents with its currency, dates in ISO 8601,
// no internal columns (owner id, link secrets, storage keys).
import type { Client } from '@/features/clients/queries';
import type { ProposalWithItems } from '@/features/proposals/queries';
import type { Service } from '@/features/services/queries';
import { publicProposalUrl } from '@/features/proposal-link/queries';

export const CURRENCY = 'BRL';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function clientJson(c: Client) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    document: c.document,
    project: c.project,
    valueCents: c.valueCents,
    currency: CURRENCY,
    status: c.status,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}

export function serviceJson(s: Service) {
  return {
    id: s.id,
    name: s.name,
    baseHours: s.baseHours,
    complexity: s.complexity,
    deliverables: s.deliverables,
    active: s.active,
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
  };
}

export function proposalJson(p: ProposalWithItems) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    status: p.status,
    clientId: p.clientId,
    clientName: p.clientName,
    validUntil: p.validUntil,
    totalCents: p.totalCents,
    currency: CURRENCY,
    version: p.version,
    /** The client's page (/p/...), once the proposal has left the drafts. */
    publicUrl: publicProposalUrl(p),
    /** Automatic reminders to the client (follow-ups of an unanswered proposal) on or off. */
    remindersEnabled: p.remindersEnabled,
    sentAt: iso(p.sentAt),
    approvedAt: iso(p.approvedAt),
    firstViewedAt: iso(p.firstViewedAt),
    acceptedAt: iso(p.acceptance?.acceptedAt ?? null),
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    lines: p.items.map((i) => ({
      id: i.id,
      serviceId: i.serviceId,
      name: i.serviceName,
      deliverables: i.deliverables,
      hours: i.hours,
      priceCents: i.priceCents,
    })),
  };
}
