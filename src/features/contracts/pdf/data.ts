import 'server-only';
// The contract rows the PDF routes, finalizeContract and the verification read. A contract is
// found by its owner and id (the signed-in routes) or by its public link's exact token; anything
// else reads as not found.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { contractEvents, contracts, contractSignatures, contractVersions } from '@/db/schema';
import { appUrl } from '@/env';
import { getStorage } from '@/features/storage/storage';
import { getProfessional } from '@/features/proposals/queries';
import { defaultLocale } from '@/i18n/routing';
import { parseShareToken, secretMatches } from '@/lib/share-token';
import { contractDocument } from '../document';
import type { ContractPdfModel } from './model';

export type ContractRow = typeof contracts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's contract, or null for an unknown id, another user's, or text that is no id. */
export async function findOwnContract(db: Database, userId: string, id: unknown): Promise<ContractRow | null> {
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  const row = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.userId, userId)));
  return row.at(0) ?? null;
}

/** The contract behind a public link (constant-time secret check), or null: bad token, unknown, or a draft. */
export async function findLinkedContract(db: Database, token: unknown): Promise<ContractRow | null> {
  const parsed = parseShareToken(token);
  if (!parsed) return null;
  const row = (await db.select().from(contracts).where(eq(contracts.shareId, parsed.shareId))).at(0);
  if (!row || !secretMatches(parsed.shareSecret, row.shareSecret) || row.status === 'rascunho') return null;
  return row;
}

/** The verification page's address in the contract's language (pt-BR has no prefix). */
export function verifyUrl(language: string): string {
  const prefix = language === defaultLocale ? '' : `/${language}`;
  return `${appUrl()}${prefix}/verificar`;
}

/**
 * The PDF model of the contract's current version: its document (contractDocument), the
 * signatures of that version that stand, the whole event trail, and the owner's brand.
 */
export async function contractPdfModel(db: Database, contract: ContractRow): Promise<ContractPdfModel> {
  const version = (
    await db
      .select()
      .from(contractVersions)
      .where(and(eq(contractVersions.contractId, contract.id), eq(contractVersions.version, contract.version)))
  ).at(0);
  if (!version) throw new Error(`contract ${contract.id} has no version ${contract.version}`);
  const [signatures, events, info] = await Promise.all([
    db
      .select()
      .from(contractSignatures)
      .where(and(eq(contractSignatures.versionId, version.id), isNull(contractSignatures.voidedAt)))
      .orderBy(asc(contractSignatures.signedAt)),
    db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, contract.id))
      .orderBy(asc(contractEvents.createdAt), asc(contractEvents.id)),
    getProfessional(db, contract.userId),
  ]);
  const doc = contractDocument({
    contractId: contract.id,
    version: version.version,
    language: contract.language,
    title: version.title,
    clauses: version.clauses,
    fieldValues: version.fieldValues,
  });
  const title = (JSON.parse(doc.content) as { title: string }).title;
  const roles = new Set(signatures.map((s) => s.role));
  return {
    contractId: contract.id,
    version: version.version,
    language: contract.language,
    title,
    clauses: version.clauses,
    values: doc.values,
    professional: doc.professional,
    client: doc.client,
    contentSha256: doc.sha256,
    signed: contract.status === 'assinado' && roles.has('client') && roles.has('professional'),
    signatures: signatures.map((s) => ({
      role: s.role,
      name: s.signerName,
      document: s.document,
      email: s.email,
      emailVerified: s.emailVerified,
      signedAt: s.signedAt,
      ip: s.ip,
      userAgent: s.userAgent,
      contentSha256: s.contentSha256,
    })),
    events: events.map((e) => ({ kind: e.kind, at: e.createdAt, ip: e.ip })),
    brand: {
      name: info?.companyName?.trim() || info?.fullName?.trim() || doc.professional.name || null,
      logo: info?.logoKey ? await getStorage().get(info.logoKey) : null,
      brandColor: info?.brandColor ?? null,
    },
    verifyUrl: verifyUrl(contract.language),
  };
}
