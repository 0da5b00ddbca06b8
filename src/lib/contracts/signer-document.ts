// The document the client types when signing a contract: a CPF or CNPJ with valid check digits
// (the alphanumeric CNPJ too), equal to the one the contract names for the client when it names
// one. A foreign tax id is taken only from a client the contract gives no Brazilian document and
// in a contract written for abroad (not pt-BR).
import { compactCnpj, compactDocument } from '../br-documents';

export type SignerDocumentResult =
  { ok: true; document: string; foreign: boolean } | { ok: false; reason: 'invalid' | 'mismatch' };

const FOREIGN_TAX_ID = /^[A-Z0-9./-]{3,30}$/;

export function signerDocument(typed: string, contract: { clientDocument: string; language: string }): SignerDocumentResult {
  const text = typed.trim();
  const brazilian = compactDocument(text);
  const expected = contract.clientDocument.trim() ? compactCnpj(contract.clientDocument.trim()) : '';
  if (brazilian) {
    if (expected && brazilian !== expected) return { ok: false, reason: 'mismatch' };
    return { ok: true, document: brazilian, foreign: false };
  }
  if (expected) return { ok: false, reason: 'invalid' };
  const upper = text.toUpperCase();
  if (contract.language !== 'pt-BR' && FOREIGN_TAX_ID.test(upper) && /[A-Z0-9]/.test(upper)) {
    return { ok: true, document: upper, foreign: true };
  }
  return { ok: false, reason: 'invalid' };
}
