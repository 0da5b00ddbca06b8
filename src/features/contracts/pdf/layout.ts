// Pure pieces of the contract PDF's layout, apart from react-pdf so they are unit tested alone:
// clause headings per language, the proposal's lines as a list, times in Brasília, masked documents.
import { BLANK, type FieldValues, fieldValue, plainParagraph } from '@/lib/contracts/merge-fields';
import { compactCnpj, formatCpfOrCnpj, onlyDigits } from '@/lib/br-documents';
import { TIME_ZONE } from '@/lib/time-zone';
import { contractPdfTexts } from './texts';

/** "Cláusula 1ª — Do objeto" / "Clause 1 — Scope" / "Cláusula 1.ª — Objeto" / "§ 1 — Gegenstand". */
export function clauseTitle(language: string, n: number, heading: string): string {
  const label = contractPdfTexts(language).clause(n);
  return heading.trim() ? `${label} — ${heading.trim()}` : label;
}

/** A paragraph that is exactly the proposal's lines prints them as a list (templates/types.ts). */
const ITEMS_PARAGRAPH = /^\s*\{\{\s*proposta\.itens\s*\}\}\s*$/;

export type ParagraphBlock = { kind: 'text'; text: string } | { kind: 'list'; items: string[] };

/** A clause paragraph as the PDF prints it: merged text, or the proposal's lines one per item. */
export function paragraphBlock(paragraph: string, values: FieldValues): ParagraphBlock {
  if (ITEMS_PARAGRAPH.test(paragraph)) {
    const value = fieldValue(values, 'proposta.itens');
    const items = (value ?? '')
      .split(/\r?\n/)
      .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
      .filter(Boolean);
    return items.length ? { kind: 'list', items } : { kind: 'text', text: BLANK };
  }
  return { kind: 'text', text: plainParagraph(paragraph, values) };
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as a date and time in Brasília, to the second, in the contract's language. */
export function brasiliaDateTime(date: Date, language: string): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
      timeZone: TIME_ZONE,
    });
    dateTimeFormats.set(language, format);
  }
  return format.format(date).replace(/\u202f|\u00a0/g, ' ');
}

/** A CPF or CNPJ as printed in the contract: with its usual punctuation, or as given when it is neither. */
export function printedDocument(document: string): string {
  const compact = /[a-z]/i.test(document) ? compactCnpj(document) : onlyDigits(document);
  return compact.length === 11 || compact.length === 14 ? formatCpfOrCnpj(compact) : document.trim();
}

/**
 * A CPF or CNPJ as the verification page shows it to anyone: only the middle digits of a CPF
 * (***.456.789-**, the usual public masking) and the root's first digits of a CNPJ; anything else
 * fully hidden.
 */
export function maskedDocument(document: string): string {
  const compact = /[a-z]/i.test(document) ? compactCnpj(document) : onlyDigits(document);
  if (compact.length === 11) return `***.${compact.slice(3, 6)}.${compact.slice(6, 9)}-**`;
  if (compact.length === 14) return `${compact.slice(0, 2)}.${compact.slice(2, 5)}.***/****-**`;
  return '***';
}

/** The hash cut in groups of 8, so a person can compare it by eye (joined without spaces it is the hash). */
export function hashGroups(hash: string): string {
  return (hash.match(/.{1,8}/g) ?? []).join(' ');
}
