// A contract version as a document: the parties, the clauses with their fields merged, what is
// still blank, and the canonical content a signature hashes. Every view of a contract (the editor's
// preview, the signing page, the PDF, the evidence) is built from this one function, so what the
// client reads is exactly what the hash covers.
import { type ContractParty, canonicalContractContent, contentSha256 } from '@/lib/contracts/content';
import { type FieldValues, isContractField, missingFields } from '@/lib/contracts/merge-fields';

export type ContractClauseInput = { key: string; heading: string; paragraphs: readonly string[] };

export type ContractDocumentInput = {
  contractId: string;
  version: number;
  language: string;
  title: string;
  clauses: readonly ContractClauseInput[];
  /** As stored (jsonb): only names that are contract fields are read. */
  fieldValues: Readonly<Record<string, string>>;
};

export type ContractDocument = {
  values: FieldValues;
  professional: ContractParty;
  client: ContractParty;
  /** Fields used by the title or the clauses and still without a value: sending is refused until none. */
  missing: ReturnType<typeof missingFields>;
  content: string;
  sha256: string;
};

/** The stored values, keeping only real fields (a stale or forged key never reaches a document). */
export function fieldValuesOf(stored: Readonly<Record<string, string>>): FieldValues {
  const values: FieldValues = {};
  for (const [name, value] of Object.entries(stored))
    if (isContractField(name) && typeof value === 'string') values[name] = value;
  return values;
}

// The parties are read from the same fields the clauses print, so the qualification at the top,
// the signature block and the hash always agree.
const partyOf = (values: FieldValues, who: 'profissional' | 'cliente'): ContractParty => ({
  name: values[`${who}.nome`]?.trim() ?? '',
  document: values[`${who}.cpf_cnpj`]?.trim() ?? '',
  email: values[`${who}.email`]?.trim() ?? '',
  address: values[`${who}.endereco`]?.trim() ?? '',
});

export function contractDocument(input: ContractDocumentInput): ContractDocument {
  const values = fieldValuesOf(input.fieldValues);
  const professional = partyOf(values, 'profissional');
  const client = partyOf(values, 'cliente');
  const texts = [input.title, ...input.clauses.flatMap((c) => [c.heading, ...c.paragraphs])];
  const content = canonicalContractContent({
    contractId: input.contractId,
    version: input.version,
    language: input.language,
    title: input.title,
    professional,
    client,
    clauses: input.clauses,
    values,
  });
  return { values, professional, client, missing: missingFields(texts, values), content, sha256: contentSha256(content) };
}
