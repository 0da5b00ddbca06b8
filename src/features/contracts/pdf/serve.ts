import 'server-only';
// The contract PDF for the routes (the owner's and the public link's): the final stored PDF once both
// signed (stored now if it was not yet), else a fresh render of the current version, marked as a draft.
// Renders count per account as the proposals' do: 2 at once, 4 waiting, then a translated 429.
import type { Database } from '@/db/client';
import { pdfBusyResponse, pdfEdition, pdfResponse } from '@/features/proposals/pdf-response';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { GateFullError, KeyedGate } from '@/lib/keyed-gate';
import { proposalPdfFileName } from '@/features/proposals/pdf/render';
import { getStorage } from '@/features/storage/storage';
import { contractPdfModel, type ContractRow } from './data';
import { finalizeContract } from './finalize';
import { renderContractPdf } from './render';

const GATE = Symbol.for('valora.contractPdfGate');
const holder = globalThis as { [GATE]?: KeyedGate };
const gate = () => (holder[GATE] ??= new KeyedGate({ running: 2, queued: 4 }));

async function download(db: Database, contract: ContractRow, fileName: string): Promise<Response> {
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

export async function contractPdfDownload(db: Database, contract: ContractRow): Promise<Response> {
  const fileName = proposalPdfFileName(contract.title, 'contrato');
  try {
    return await gate().run(contract.userId, () => download(db, contract, fileName));
  } catch (error) {
    if (!(error instanceof GateFullError)) throw error;
    const locale = isLocale(contract.language) ? contract.language : defaultLocale;
    return pdfBusyResponse(locale, Math.max(1, Math.ceil(error.pending / 2)));
  }
}
