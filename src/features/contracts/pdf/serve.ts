import 'server-only';
// The contract PDF for the routes (the owner's and the public link's): the final stored PDF once both
// signed (stored now if it was not yet), else a fresh render of the current version, marked as a draft.
import type { Database } from '@/db/client';
import { pdfEdition, pdfResponse } from '@/features/proposals/pdf-response';
import { proposalPdfFileName } from '@/features/proposals/pdf/render';
import { getStorage } from '@/features/storage/storage';
import { contractPdfModel, type ContractRow } from './data';
import { finalizeContract } from './finalize';
import { renderContractPdf } from './render';

export async function contractPdfDownload(db: Database, contract: ContractRow): Promise<Response> {
  const fileName = proposalPdfFileName(contract.title, 'contrato');
  if (contract.status === 'assinado') {
    const final = await finalizeContract(db, contract.id);
    if (final.ok) {
      const bytes = await getStorage().get(final.key);
      if (bytes) return pdfResponse(bytes, fileName);
    }
  }
  const [model, edition] = await Promise.all([contractPdfModel(db, contract), pdfEdition(contract.userId)]);
  return pdfResponse(await renderContractPdf(model, { edition }), fileName);
}
