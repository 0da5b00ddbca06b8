// The exact text a party signs, as one canonical JSON: the same contract version always gives the
// same text (keys in a fixed order, no whitespace, every field already merged, Unicode in NFC), so
// its SHA-256 identifies what was signed and can be recomputed from the stored text at any time.
// The PDF prints that hash on every page; the verification page looks it up (docs/contracts.md).
import { createHash } from 'node:crypto';
import { type FieldValues, plainParagraph } from './merge-fields';

export type ContractParty = { name: string; document: string; email: string; address: string };

export type ContractContentInput = {
  contractId: string;
  version: number;
  /** 'pt-BR' | 'en' | 'es' | 'de': the contract's own language, not the interface's. */
  language: string;
  title: string;
  professional: ContractParty;
  client: ContractParty;
  clauses: readonly { heading: string; paragraphs: readonly string[] }[];
  values: FieldValues;
};

const nfc = (text: string) => text.normalize('NFC');

const party = (p: ContractParty) => ({
  name: nfc(p.name),
  document: nfc(p.document),
  email: nfc(p.email),
  address: nfc(p.address),
});

export function canonicalContractContent(input: ContractContentInput): string {
  // Built key by key (not spread) so the order never depends on how the caller built its object.
  return JSON.stringify({
    contractId: input.contractId,
    version: input.version,
    language: input.language,
    title: nfc(plainParagraph(input.title, input.values)),
    professional: party(input.professional),
    client: party(input.client),
    clauses: input.clauses.map((c) => ({
      heading: nfc(plainParagraph(c.heading, input.values)),
      paragraphs: c.paragraphs.map((p) => nfc(plainParagraph(p, input.values))),
    })),
  });
}

/** SHA-256 of a canonical content text, lower-case hex (64 characters). */
export function contentSha256(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

/** A hash as a person may paste it (spaces, line breaks, upper case) in the form we store, or null. */
export function normaliseSha256(input: string): string | null {
  const hex = input.replace(/\s+/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}
