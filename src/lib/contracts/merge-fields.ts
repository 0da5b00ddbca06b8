// The merge fields of a contract: `{{cliente.nome}}` in a clause is filled from the client, the
// profile, the proposal or the calculator when the contract is shown. Clause texts keep the
// placeholders and the values are kept beside them, so a value is never read again as a clause:
// a client named "{{proposta.total}}" prints exactly that, and cannot inject a field or markup.
// A field with no value is a blank the freelancer fills before sending (docs/contracts.md).

/** Every field a clause may use, in the order the editor lists them. */
export const CONTRACT_FIELDS = [
  'profissional.nome',
  'profissional.cpf_cnpj',
  'profissional.endereco',
  'profissional.cidade',
  'profissional.email',
  'profissional.pix',
  'profissional.valor_hora',
  'cliente.nome',
  'cliente.cpf_cnpj',
  'cliente.endereco',
  'cliente.email',
  'proposta.titulo',
  'proposta.itens',
  'proposta.total',
  'proposta.sinal_percentual',
  'proposta.sinal_valor',
  'proposta.saldo',
  'proposta.validade',
  'proposta.data',
  'contrato.data',
  'contrato.prazo_entrega',
  'contrato.parcelas',
  'contrato.mensalidade',
  'contrato.vigencia_meses',
  'contrato.dia_vencimento',
] as const;

export type ContractField = (typeof CONTRACT_FIELDS)[number];

/** The values of one contract's fields; a field absent or blank here is still to be filled. */
export type FieldValues = Partial<Record<ContractField, string>>;

/** A piece of a rendered paragraph: plain text, or a field with its value (null: still blank). */
export type Segment = { kind: 'text'; text: string } | { kind: 'field'; field: ContractField; value: string | null };

type Token = { kind: 'text'; text: string } | { kind: 'field'; name: string };

// `{{ group.name }}`: lower-case letters, digits and underscores, spaces inside the braces allowed.
const PLACEHOLDER = () => /\{\{\s*([a-z][a-z0-9_]*\.[a-z][a-z0-9_]*)\s*\}\}/g;

const KNOWN: ReadonlySet<string> = new Set(CONTRACT_FIELDS);

export function isContractField(name: string): name is ContractField {
  return KNOWN.has(name);
}

/** The paragraph cut into text and placeholders (known or not), in order. */
export function tokenize(paragraph: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(PLACEHOLDER())) {
    if (match.index > last) tokens.push({ kind: 'text', text: paragraph.slice(last, match.index) });
    tokens.push({ kind: 'field', name: match[1] });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) tokens.push({ kind: 'text', text: paragraph.slice(last) });
  return tokens;
}

/** The placeholders in a text that are not contract fields (a typo in a clause), each once. */
export function unknownFields(text: string): string[] {
  const names = tokenize(text).flatMap((t) => (t.kind === 'field' && !isContractField(t.name) ? [t.name] : []));
  return [...new Set(names)];
}

/** The contract fields a text uses, each once, in order of first use. */
export function fieldsIn(text: string): ContractField[] {
  const names = tokenize(text).flatMap((t) => (t.kind === 'field' && isContractField(t.name) ? [t.name] : []));
  return [...new Set(names)];
}

/** The value of a field, or null when it is missing or only blank space. */
export function fieldValue(values: FieldValues, field: ContractField): string | null {
  const value = values[field]?.trim();
  return value ? value : null;
}

/**
 * The paragraph with its fields filled. An unknown placeholder stays as the text it was, so a
 * saved clause never loses what the freelancer typed (saving refuses it: see unknownFields).
 */
export function mergeParagraph(paragraph: string, values: FieldValues): Segment[] {
  const segments: Segment[] = [];
  for (const token of tokenize(paragraph)) {
    const segment: Segment =
      token.kind === 'text'
        ? token
        : isContractField(token.name)
          ? { kind: 'field', field: token.name, value: fieldValue(values, token.name) }
          : { kind: 'text', text: `{{${token.name}}}` };
    const previous = segments.at(-1);
    // Neighbouring texts join, so a renderer never splits a word across two text nodes.
    if (segment.kind === 'text' && previous?.kind === 'text') previous.text += segment.text;
    else segments.push(segment);
  }
  return segments;
}

/** The fields the given texts use that have no value yet, each once, in order of first use. */
export function missingFields(texts: readonly string[], values: FieldValues): ContractField[] {
  const fields = [...new Set(texts.flatMap(fieldsIn))];
  return fields.filter((field) => fieldValue(values, field) === null);
}

/** The blank a missing field prints as where plain text is needed (the PDF of a draft). */
export const BLANK = '________';

/** The paragraph as plain text: each field's value, or the blank line when it has none. */
export function plainParagraph(paragraph: string, values: FieldValues): string {
  return mergeParagraph(paragraph, values)
    .map((s) => (s.kind === 'text' ? s.text : (s.value ?? BLANK)))
    .join('');
}
