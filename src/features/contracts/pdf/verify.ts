import 'server-only';
// The public verification: an uploaded PDF's SHA-256 against the final PDFs of signed contracts, or
// a pasted hash against those and against the content hash of a signature that stands. The answer
// says only whether it matches and, when it does, the title, the version, and each signer's name,
// masked document and signing time; never an id, an e-mail, an address or the content.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { contracts, contractSignatures, contractVersions } from '@/db/schema';
import { plainParagraph } from '@/lib/contracts/merge-fields';
import { fieldValuesOf } from '../document';
import { sha256OfBytes } from './finalize';
import { maskedDocument } from './layout';

export type VerifiedSigner = { role: 'client' | 'professional'; name: string; document: string; signedAt: string };
export type VerifyAnswer = { valid: false } | { valid: true; title: string; version: number; signers: VerifiedSigner[] };

const NO_MATCH: VerifyAnswer = { valid: false };

async function describe(db: Database, contractId: string, versionId: string | null): Promise<VerifyAnswer> {
  const contract = (await db.select().from(contracts).where(eq(contracts.id, contractId))).at(0);
  if (!contract) return NO_MATCH;
  const where = versionId
    ? eq(contractVersions.id, versionId)
    : and(eq(contractVersions.contractId, contractId), eq(contractVersions.version, contract.version));
  const version = (await db.select().from(contractVersions).where(where)).at(0);
  if (!version) return NO_MATCH;
  const signatures = await db
    .select()
    .from(contractSignatures)
    .where(and(eq(contractSignatures.versionId, version.id), isNull(contractSignatures.voidedAt)))
    .orderBy(asc(contractSignatures.signedAt));
  if (!signatures.length) return NO_MATCH;
  return {
    valid: true,
    title: plainParagraph(version.title, fieldValuesOf(version.fieldValues)),
    version: version.version,
    signers: signatures.map((s) => ({
      role: s.role,
      name: s.signerName,
      document: maskedDocument(s.document),
      signedAt: s.signedAt.toISOString(),
    })),
  };
}

async function byFinalPdfHash(db: Database, sha256: string): Promise<VerifyAnswer | null> {
  const row = (
    await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.finalPdfSha256, sha256), eq(contracts.status, 'assinado')))
  ).at(0);
  return row ? describe(db, row.id, null) : null;
}

/** An uploaded file: valid only when it is, byte for byte, the final PDF of a signed contract. */
export async function verifyPdfBytes(db: Database, bytes: Uint8Array): Promise<VerifyAnswer> {
  return (await byFinalPdfHash(db, sha256OfBytes(bytes))) ?? NO_MATCH;
}

/** A pasted hash (already normalised): a final PDF's, or the content a standing signature covers. */
export async function verifyHash(db: Database, sha256: string): Promise<VerifyAnswer> {
  const final = await byFinalPdfHash(db, sha256);
  if (final) return final;
  const signature = (
    await db
      .select({ contractId: contractSignatures.contractId, versionId: contractSignatures.versionId })
      .from(contractSignatures)
      .innerJoin(contracts, eq(contracts.id, contractSignatures.contractId))
      .where(
        and(
          eq(contractSignatures.contentSha256, sha256),
          isNull(contractSignatures.voidedAt),
          inArray(contracts.status, ['assinado_cliente', 'assinado']),
        ),
      )
  ).at(0);
  return signature ? describe(db, signature.contractId, signature.versionId) : NO_MATCH;
}
