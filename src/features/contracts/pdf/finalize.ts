import 'server-only';
// The final PDF of a contract both parties signed: rendered once, kept in storage, and its bytes'
// SHA-256 recorded on the contract (what the verification page matches an uploaded file against).
// Idempotent: a contract that already has its final PDF keeps it, and two calls at once store one.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { contracts } from '@/db/schema';
import { sendContractFinalEmail } from '@/features/email/mailer';
import { pdfEdition } from '@/features/proposals/pdf-response';
import { proposalPdfFileName } from '@/features/proposals/pdf/render';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { type FileStorage, getStorage } from '@/features/storage/storage';
import { contractPdfModel } from './data';
import type { ContractPdfModel } from './model';
import { renderContractPdf } from './render';

export type FinalizeResult =
  { ok: true; key: string; sha256: string; created: boolean } | { ok: false; reason: 'not_found' | 'not_signed' };

export const sha256OfBytes = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function finalizeContract(
  db: Database,
  contractId: string,
  storage: FileStorage = getStorage(),
): Promise<FinalizeResult> {
  const contract = (await db.select().from(contracts).where(eq(contracts.id, contractId))).at(0);
  if (!contract) return { ok: false, reason: 'not_found' };
  if (contract.finalPdfKey && contract.finalPdfSha256) {
    return { ok: true, key: contract.finalPdfKey, sha256: contract.finalPdfSha256, created: false };
  }
  if (contract.status !== 'assinado') return { ok: false, reason: 'not_signed' };
  const model = await contractPdfModel(db, contract);
  if (!model.signed) return { ok: false, reason: 'not_signed' };
  const pdf = await renderContractPdf(model, { edition: await pdfEdition(contract.userId) });
  const sha256 = sha256OfBytes(pdf);
  const key = `contracts/${contract.userId}/${contract.id}-v${contract.version}-${randomUUID()}.pdf`;
  await storage.put(key, pdf, 'application/pdf');
  const stored = await db
    .update(contracts)
    .set({ finalPdfKey: key, finalPdfSha256: sha256, updatedAt: new Date() })
    .where(and(eq(contracts.id, contract.id), isNull(contracts.finalPdfKey), eq(contracts.status, 'assinado')))
    .returning({ id: contracts.id });
  if (stored.length) {
    await emailFinalPdf(model, pdf, sha256, contract.title);
    return { ok: true, key, sha256, created: true };
  }
  // Another call stored its PDF first (or the contract changed meanwhile): keep that one.
  await storage.delete(key);
  const now = (await db.select().from(contracts).where(eq(contracts.id, contract.id))).at(0);
  if (now?.finalPdfKey && now.finalPdfSha256)
    return { ok: true, key: now.finalPdfKey, sha256: now.finalPdfSha256, created: false };
  return { ok: false, reason: 'not_signed' };
}

/**
 * The final PDF, attached, to each party at the address their signature recorded, in the contract's
 * language. Sent once (only by the call that stored the PDF); a failed delivery is logged and does
 * not undo the contract, whose PDF both parties can still download.
 */
async function emailFinalPdf(model: ContractPdfModel, pdf: Buffer, sha256: string, fileTitle: string): Promise<void> {
  const locale = isLocale(model.language) ? model.language : defaultLocale;
  const fileName = proposalPdfFileName(fileTitle, 'contrato');
  for (const signature of model.signatures) {
    try {
      await sendContractFinalEmail({
        to: signature.email,
        locale,
        recipientName: signature.name,
        title: model.title,
        pdfSha256: sha256,
        verifyUrl: model.verifyUrl,
        pdf: { fileName, bytes: pdf },
      });
    } catch (error) {
      console.error(`[contracts] final PDF of ${model.contractId} not e-mailed to the ${signature.role}:`, error);
    }
  }
}
