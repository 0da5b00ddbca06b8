import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/db';
import type { Database } from '@/db/client';
import { contractSignatures, contracts, contractVersions, users } from '@/db/schema';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { parseShareToken, secretMatches } from '@/lib/share-token';
import { contractDocument, type ContractDocument } from '../document';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractVersionRow = typeof contractVersions.$inferSelect;
export type ContractSignatureRow = typeof contractSignatures.$inferSelect;

/** The contract's language as a locale of the app (the page and the client's e-mails speak it). */
export const contractLocale = (language: string): Locale => (isLocale(language) ? language : defaultLocale);

export type SignableContract = {
  contract: ContractRow;
  version: ContractVersionRow;
  document: ContractDocument;
  /** The signatures of the current version that stand (an edit voids them). */
  signatures: ContractSignatureRow[];
  owner: { id: string; email: string; locale: Locale };
  locale: Locale;
};

/** The document of a contract's stored version (contractDocument: the one source of every view). */
export function documentOf(contract: Pick<ContractRow, 'id' | 'language'>, version: ContractVersionRow): ContractDocument {
  return contractDocument({
    contractId: contract.id,
    version: version.version,
    language: contract.language,
    title: version.title,
    clauses: version.clauses,
    fieldValues: version.fieldValues,
  });
}

/** The current version of a contract, its document and its standing signatures. */
export async function contractWithVersion(
  db: Pick<Database, 'select'>,
  contract: ContractRow,
): Promise<Omit<SignableContract, 'owner' | 'locale'> | null> {
  const version = (
    await db
      .select()
      .from(contractVersions)
      .where(and(eq(contractVersions.contractId, contract.id), eq(contractVersions.version, contract.version)))
  ).at(0);
  if (!version) return null;
  const signatures = await db
    .select()
    .from(contractSignatures)
    .where(
      and(
        eq(contractSignatures.contractId, contract.id),
        eq(contractSignatures.versionId, version.id),
        isNull(contractSignatures.voidedAt),
      ),
    )
    .orderBy(asc(contractSignatures.signedAt));
  return { contract, version, document: documentOf(contract, version), signatures };
}

/**
 * The contract behind a public token, exactly as the proposal link finds its proposal: the share
 * id through its unique index, the secret compared in constant time, and "not found" (null) for a
 * malformed token, a wrong secret, or a contract never sent (a draft without a link).
 */
export async function findSignableContract(db: Database, token: unknown): Promise<SignableContract | null> {
  const parsed = parseShareToken(token);
  if (!parsed) return null;
  const row = (await db.select().from(contracts).where(eq(contracts.shareId, parsed.shareId))).at(0);
  if (!row || !secretMatches(parsed.shareSecret, row.shareSecret) || !row.sentAt) return null;
  const found = await contractWithVersion(db, row);
  if (!found) return null;
  const owner = (
    await db.select({ id: users.id, email: users.email, locale: users.locale }).from(users).where(eq(users.id, row.userId))
  ).at(0);
  if (!owner) return null;
  return {
    ...found,
    owner: { ...owner, locale: contractLocale(owner.locale) },
    locale: contractLocale(row.language),
  };
}

/** What the public page shows, read once per request (the layout and the page share it). */
export const loadPublicContract = cache(async (token: string) => findSignableContract(getDb(), token));
