import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { clients, proposalAcceptances, proposalEvents, proposalItems, proposals, services, users } from '@/db/schema';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { withWritableAccount, type Tx } from '@/features/account/writable';
import { getCalculationSettings } from '@/features/calculator/queries';
import { newShareColumns } from '@/lib/share-token';
import type { MessageKey } from '@/i18n/message-key';
import { parseInput, parseOr } from '@/lib/action-input';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { inputLocale } from '@/lib/money-input';
import { proposalLineDefaults } from '@/lib/pricing';
import { todayInBrazil } from '@/lib/proposals';
import { defaultChoice, lineNetCents, proposalTotals, type Discount, type LineUnit } from '@/lib/proposal-pricing';
import type { TemplateLine } from '@/lib/proposal-templates';
import { getProposal, type Proposal } from './queries';
import {
  CREATE_STATUSES,
  extendValiditySchema,
  proposalFieldErrors,
  proposalIdSchema,
  proposalSchemaFor,
  type ProposalStatus,
  type ProposalValues,
} from './schemas';
import { forgetStoredPdfs } from './pdf/stored-slots';

/** A line as stored: the snapshot (name, deliverables, hours), how it is priced and the server's price. */
type Line = {
  serviceId: string | null;
  serviceName: string;
  deliverables: string;
  hours: number;
  unit: LineUnit;
  quantity: number;
  unitPriceCents: number;
  discountKind: Discount['kind'] | null;
  discountValue: number | null;
  recurring: boolean;
  optional: boolean;
  packageId: string | null;
  section: string;
  priceCents: number;
};
type KeptLine = Pick<Line, 'serviceId' | 'serviceName' | 'deliverables' | 'hours' | 'unit'>;
type InputLine = ProposalValues['lines'][number];
type Failure = { message: MessageKey; field?: string };

const parseProposal = (input: unknown): ActionResult<ProposalValues> =>
  parseInput(proposalSchemaFor(inputLocale(input)), input, proposalFieldErrors, 'proposals.saveError');
const parseProposalId = (id: unknown) => parseOr(proposalIdSchema, id, 'proposals.notFound');

/**
 * The lines as they will be stored: a line already in the proposal keeps its snapshot (a catalogue
 * edit never changes what was proposed); a new line takes the service's name, deliverables and hours now.
 */
async function resolveLines(
  tx: Tx,
  userId: string,
  values: ProposalValues,
  existing: Map<string, KeptLine>,
): Promise<Line[] | Failure> {
  const serviceIds = values.lines.filter((l) => !l.itemId).map((l) => l.serviceId!);
  const catalogue = serviceIds.length
    ? await tx
        .select()
        .from(services)
        .where(and(eq(services.userId, userId), eq(services.active, true), inArray(services.id, serviceIds)))
    : [];
  const { hourlyRateCents } = await getCalculationSettings(tx, userId);
  const lines: Line[] = [];
  for (const line of values.lines) {
    const kept = line.itemId ? existing.get(line.itemId) : undefined;
    if (line.itemId && !kept) return { message: 'proposals.serviceNotFound', field: 'lines' };
    if (kept && kept.unit === 'service') {
      lines.push(priced(kept, line, 1));
      continue;
    }
    if (kept || !line.serviceId) {
      // A free line: its description, unit and quantity are the form's.
      const unit = line.unit ?? (kept?.unit as 'hours' | 'units' | undefined) ?? 'units';
      const name = line.name ?? kept?.serviceName;
      if (!name) return { message: 'proposals.lineNameRequired', field: 'lines' };
      const quantity = line.quantity ?? 1;
      const snapshot = {
        serviceId: null,
        serviceName: name,
        deliverables: kept?.deliverables ?? '',
        unit,
        hours: unit === 'hours' ? quantity : 0,
      };
      lines.push(priced(snapshot, line, quantity));
      continue;
    }
    const service = catalogue.find((s) => s.id === line.serviceId);
    if (!service) return { message: 'proposals.serviceNotFound', field: 'lines' };
    const { hours } = proposalLineDefaults(hourlyRateCents, service.baseHours, service.complexity);
    lines.push(
      priced(
        { serviceId: service.id, serviceName: service.name, deliverables: service.deliverables, hours, unit: 'service' },
        line,
        1,
      ),
    );
  }
  return lines;
}

/** How a line is priced and where it stands: the form's (read with its quantity) or a template's. */
type LinePricing = Pick<
  TemplateLine,
  'quantity' | 'unitPriceCents' | 'discount' | 'recurring' | 'optional' | 'packageId' | 'section'
>;

/** A line as it will be stored: its snapshot and pricing, with its price after its own discount computed here. */
export function storedLine(snapshot: KeptLine, pricing: LinePricing): Line {
  return {
    ...snapshot,
    quantity: pricing.quantity,
    unitPriceCents: pricing.unitPriceCents,
    discountKind: pricing.discount?.kind ?? null,
    discountValue: pricing.discount?.value ?? null,
    recurring: pricing.recurring,
    optional: pricing.optional,
    packageId: pricing.packageId,
    section: pricing.section,
    priceCents: lineNetCents(pricing),
  };
}

/** A line's pricing from the form. */
function priced(snapshot: KeptLine, line: InputLine, quantity: number): Line {
  return storedLine(snapshot, { ...line, quantity, unitPriceCents: line.price });
}

/** The totals a proposal opens with (first package, no option ticked), computed here only. */
function openingTotals(values: ProposalValues, lines: Line[]) {
  const priced = lines.map((l, i) => ({
    id: String(i),
    unit: l.unit,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    hours: l.hours,
    discount: l.discountKind ? { kind: l.discountKind, value: l.discountValue ?? 0 } : null,
    recurring: l.recurring,
    optional: l.optional,
    packageId: l.packageId,
  }));
  return proposalTotals(priced, values.discount, defaultChoice(values.packages));
}

/** The freelancer's own language: a new proposal's, unless the form says another. */
async function freelancerLocale(tx: Tx, userId: string): Promise<Locale> {
  const row = (await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId))).at(0);
  return isLocale(row?.locale) ? row.locale : defaultLocale;
}

/** The client must be the user's; sending or approving moves it along the pipeline (docs/decisions.md, "Statuses"). */
async function clientFor(tx: Tx, userId: string, clientId: string) {
  const client = (
    await tx
      .select({ id: clients.id, name: clients.name, status: clients.status })
      .from(clients)
      .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
      .for('update')
  ).at(0);
  return client ?? null;
}

/** The proposal's client: one of the user's, or (id null) the snapshot kept after that client was deleted. */
type ProposalClient = { id: string | null; name: string; status: string | null };

async function moveClientAlong(tx: Tx, client: ProposalClient, status: ProposalStatus) {
  if (!client.id) return;
  const next =
    status === 'aprovada' && client.status !== 'ativo'
      ? 'ativo'
      : status === 'enviada' && client.status === 'novo'
        ? 'proposta'
        : null;
  if (next) await tx.update(clients).set({ status: next, updatedAt: new Date() }).where(eq(clients.id, client.id));
}

function statusDates(status: ProposalStatus, previous: Pick<Proposal, 'status' | 'sentAt' | 'approvedAt'> | null, now: Date) {
  const changed = previous?.status !== status;
  return {
    sentAt: status === 'enviada' && changed ? now : (previous?.sentAt ?? null),
    approvedAt: status === 'aprovada' && changed ? now : (previous?.approvedAt ?? null),
  };
}

/** A proposal gets its public link when it first leaves the drafts (kept from then on). */
function shareColumnsFor(status: ProposalStatus, current: Pick<Proposal, 'shareId'> | null) {
  return status !== 'rascunho' && !current?.shareId ? newShareColumns() : {};
}

/** The history's "sent" entry, each time the proposal becomes enviada. */
async function recordSent(tx: Tx, proposalId: string, userId: string, status: ProposalStatus, previous: ProposalStatus | null) {
  if (status === 'enviada' && previous !== 'enviada')
    await tx.insert(proposalEvents).values({ proposalId, userId, kind: 'sent' });
}

/**
 * The client of a saved proposal: the one chosen, or, when its client was deleted, the snapshot it
 * was sent with (it stays readable and editable; choosing a client again is allowed too).
 */
async function updatedClient(
  tx: Tx,
  userId: string,
  clientId: string | null,
  current: Pick<Proposal, 'clientId' | 'clientName'>,
): Promise<ProposalClient | Failure> {
  if (clientId === null) {
    return current.clientId === null
      ? { id: null, name: current.clientName, status: null }
      : { message: 'proposals.clientRequired', field: 'clientId' };
  }
  return (await clientFor(tx, userId, clientId)) ?? { message: 'proposals.clientNotFound', field: 'clientId' };
}

/** The proposal's own columns from the form, the client's name as a snapshot and the server's total. */
function proposalColumns(values: ProposalValues, client: ProposalClient, lines: Line[]) {
  const totals = openingTotals(values, lines);
  return {
    clientId: client.id,
    clientName: client.name,
    title: values.title,
    description: values.description,
    status: values.status,
    validUntil: values.validUntil,
    totalCents: totals.oneOffCents,
    recurringCents: totals.recurringCents,
    discountKind: values.discount?.kind ?? null,
    discountValue: values.discount?.value ?? null,
    packages: values.packages,
    ...(values.language ? { locale: values.language } : {}),
  };
}

/** A proposal's lines as its `proposal_items` rows, in order. */
export async function insertLines(tx: Tx, proposalId: string, userId: string, lines: Line[]) {
  if (lines.length)
    await tx.insert(proposalItems).values(lines.map((line, position) => ({ ...line, proposalId, userId, position })));
}

const failed = (f: Failure) => fail<never>(f.message, f.field ? { [f.field]: f.message } : undefined);

/**
 * A proposal cannot go out already expired: its client would open a link that can no longer be
 * answered. Drafts and answered proposals may keep any date.
 */
function expiredOnSend(values: Pick<ProposalValues, 'status' | 'validUntil'>, now = new Date()): Failure | null {
  return values.status === 'enviada' && values.validUntil < todayInBrazil(now)
    ? { message: 'proposals.validUntilPast', field: 'validUntil' }
    : null;
}

export async function createProposal(db: Database, userId: string, input: unknown): Promise<ActionResult<{ id: string }>> {
  const parsed = parseProposal(input);
  if (!parsed.ok) return parsed;
  const values = parsed.data;
  if (!(CREATE_STATUSES as readonly string[]).includes(values.status)) return fail('proposals.invalidStatus');
  const expired = expiredOnSend(values);
  if (expired) return failed(expired);
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx, account) => {
    if (!(await account.hasRoomFor('proposals'))) return fail('proposals.limitReached');
    if (!values.clientId) return failed({ message: 'proposals.clientRequired', field: 'clientId' });
    const client = await clientFor(tx, userId, values.clientId);
    if (!client) return failed({ message: 'proposals.clientNotFound', field: 'clientId' });
    const lines = await resolveLines(tx, userId, values, new Map());
    if (!Array.isArray(lines)) return failed(lines);
    const language = values.language ?? (await freelancerLocale(tx, userId));
    return insertProposal(tx, userId, { ...values, language }, client, lines);
  });
}

/**
 * A new proposal row with its lines, link, history and client move. `previous` is the accepted
 * proposal it replaces: saving an accepted proposal never changes what the client signed, it becomes
 * the next version, a new proposal with its own link (the accepted one stays as it was, with its record).
 */
async function insertProposal(
  tx: Tx,
  userId: string,
  values: ProposalValues,
  client: ProposalClient,
  lines: Line[],
  previous?: Proposal,
) {
  const [row] = await tx
    .insert(proposals)
    .values({
      userId,
      ...proposalColumns(values, client, lines),
      ...statusDates(values.status, null, new Date()),
      ...shareColumnsFor(values.status, null),
      ...(previous ? { version: previous.version + 1, previousVersionId: previous.id } : {}),
    })
    .returning({ id: proposals.id });
  await insertLines(tx, row.id, userId, lines);
  await moveClientAlong(tx, client, values.status);
  await recordSent(tx, row.id, userId, values.status, null);
  return ok({ id: row.id });
}

/** Saves a proposal's form: an accepted proposal gets its next version (the answer is its id). */
export async function updateProposal(
  db: Database,
  userId: string,
  id: unknown,
  input: unknown,
): Promise<ActionResult<{ id: string }>> {
  return saveProposal(db, userId, id, input);
}

/**
 * The API's PATCH with other fields and `remindersEnabled`: the form saved as updateProposal does,
 * and the automatic reminders switch of the saved version set in the same transaction (both are
 * written or neither). Not a server action: the app's switch is setProposalReminders.
 */
export async function updateProposalAndReminders(
  db: Database,
  userId: string,
  id: unknown,
  input: unknown,
  remindersEnabled: boolean,
): Promise<ActionResult<{ id: string }>> {
  if (typeof remindersEnabled !== 'boolean') return fail('proposals.reminders.invalid');
  return saveProposal(db, userId, id, input, remindersEnabled);
}

async function saveProposal(
  db: Database,
  userId: string,
  id: unknown,
  input: unknown,
  remindersEnabled?: boolean,
): Promise<ActionResult<{ id: string }>> {
  const proposalId = parseProposalId(id);
  if (!proposalId.ok) return proposalId;
  const parsed = parseProposal(input);
  if (!parsed.ok) return parsed;
  const values = parsed.data;
  const expired = expiredOnSend(values);
  if (expired) return failed(expired);
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx) => {
    const locked = (
      await tx
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.id, proposalId.data), eq(proposals.userId, userId)))
        .for('update')
    ).at(0);
    const current = locked ? await getProposal(tx, userId, proposalId.data) : null;
    if (!current) return fail('proposals.notFound');
    const client = await updatedClient(tx, userId, values.clientId, current);
    if ('message' in client) return failed(client);
    const existing = new Map(
      current.items.map((i): [string, KeptLine] => [
        i.id,
        { serviceId: i.serviceId, serviceName: i.serviceName, deliverables: i.deliverables, hours: i.hours, unit: i.unit },
      ]),
    );
    const lines = await resolveLines(tx, userId, values, existing);
    if (!Array.isArray(lines)) return failed(lines);
    let savedId = current.id;
    if (current.acceptance) {
      const language = values.language ?? (isLocale(current.locale) ? current.locale : undefined);
      const inserted = await insertProposal(tx, userId, { ...values, language }, client, lines, current);
      if (!inserted.ok) return inserted;
      savedId = inserted.data.id;
    } else {
      const now = new Date();
      await tx
        .update(proposals)
        .set({
          ...proposalColumns(values, client, lines),
          updatedAt: now,
          ...statusDates(values.status, current, now),
          ...shareColumnsFor(values.status, current),
        })
        .where(eq(proposals.id, current.id));
      await tx.delete(proposalItems).where(eq(proposalItems.proposalId, current.id));
      await insertLines(tx, current.id, userId, lines);
      if (values.status !== current.status || client.id !== current.clientId) await moveClientAlong(tx, client, values.status);
      await recordSent(tx, current.id, userId, values.status, current.status);
    }
    if (remindersEnabled !== undefined)
      await tx.update(proposals).set({ remindersEnabled }).where(eq(proposals.id, savedId));
    return ok({ id: savedId });
  });
}

export async function deleteProposal(db: Database, userId: string, id: unknown): Promise<ActionResult<{ id: string }>> {
  const proposalId = parseProposalId(id);
  if (!proposalId.ok) return proposalId;
  const result = await withWritableAccount(db, userId, 'proposals.readOnly', async (tx) => {
    const deleted = await tx
      .delete(proposals)
      .where(and(eq(proposals.id, proposalId.data), eq(proposals.userId, userId)))
      .returning({ id: proposals.id });
    return deleted.length ? ok({ id: deleted[0].id }) : fail('proposals.notFound');
  });
  // Its rendered documents go with it (after the commit: a rolled-back delete keeps them).
  if (result.ok) await forgetStoredPdfs(userId, [result.data.id]);
  return result;
}

/**
 * A new "Válida até" for a proposal the client has not answered, keeping everything else and its
 * link (the client's page opens for an answer again). An accepted proposal is locked: a new date
 * there is a new version, made by editing it.
 */
export async function extendProposalValidity(
  db: Database,
  userId: string,
  id: unknown,
  input: unknown,
): Promise<ActionResult<{ id: string; validUntil: string }>> {
  const proposalId = parseProposalId(id);
  if (!proposalId.ok) return proposalId;
  const parsed = parseInput(extendValiditySchema, input, proposalFieldErrors, 'proposals.saveError');
  if (!parsed.ok) return parsed;
  const { validUntil } = parsed.data;
  if (validUntil < todayInBrazil()) return failed({ message: 'proposals.validUntilPast', field: 'validUntil' });
  return withWritableAccount(db, userId, 'proposals.readOnly', async (tx) => {
    const current = (
      await tx
        .select({ id: proposals.id, status: proposals.status })
        .from(proposals)
        .where(and(eq(proposals.id, proposalId.data), eq(proposals.userId, userId)))
        .for('update')
    ).at(0);
    if (!current) return fail('proposals.notFound');
    const accepted = (
      await tx
        .select({ id: proposalAcceptances.proposalId })
        .from(proposalAcceptances)
        .where(eq(proposalAcceptances.proposalId, current.id))
    ).at(0);
    if (accepted || current.status === 'aprovada' || current.status === 'rejeitada') return fail('proposals.extendAnswered');
    await tx.update(proposals).set({ validUntil, updatedAt: new Date() }).where(eq(proposals.id, current.id));
    return ok({ id: current.id, validUntil });
  });
}
