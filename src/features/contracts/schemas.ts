// A contract as the editor sends it and the server reads it: one schema for both. Clauses are plain
// text (headings and paragraphs, no markup) with merge fields; the values of the fields travel
// beside them and are never read as clauses (lib/contracts/merge-fields.ts).
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { CONTRACT_FIELDS, isContractField, unknownFields } from '@/lib/contracts/merge-fields';
import { fieldErrorsOf } from '@/lib/field-errors';
import { CONTRACT_STATUSES } from '@/lib/statuses';
import { storableText } from '@/lib/storable-text';
import { CONTRACT_LANGUAGES, TEMPLATE_IDS } from './templates/types';

const key = (k: MessageKey) => k;

export const TITLE_MAX = 200;
export const HEADING_MAX = 200;
export const PARAGRAPH_MAX = 5000;
export const FIELD_VALUE_MAX = 10_000;
export const MAX_CLAUSES = 60;
export const MAX_PARAGRAPHS = 40;
export const CLAUSE_KEY = /^[a-z0-9_]{1,40}$/;

// A tag, a comment or a doctype: what would be markup somewhere less careful than React. Texts
// are shown as text everywhere, so this is about telling the freelancer plainly, not escaping.
const MARKUP = /<\s*[/!?]?\s*[a-z][^>]*>/i;
const plain = (value: string) => !MARKUP.test(value);
// One line: a heading or a title never carries a line break or a control character.
const oneLine = (value: string) => !/[\p{Cc}\u2028\u2029]/u.test(value);

/** A text of the contract: storable, no markup, no placeholder that is not a field. */
function clauseText(max: number, tooLong: MessageKey) {
  return storableText()
    .max(max, tooLong)
    .refine(plain, key('contracts.plainTextOnly'))
    .refine((v) => unknownFields(v).length === 0, key('contracts.unknownField'));
}

const clauseSchema = z
  .object({
    key: z.string().regex(CLAUSE_KEY, key('contracts.saveError')),
    heading: clauseText(HEADING_MAX, key('contracts.headingTooLong'))
      .trim()
      .min(1, key('contracts.headingRequired'))
      .refine(oneLine, key('contracts.plainTextOnly')),
    paragraphs: z
      .array(clauseText(PARAGRAPH_MAX, key('contracts.paragraphTooLong')).transform((p) => p.replace(/\r\n?/g, '\n').trim()))
      .max(MAX_PARAGRAPHS, key('contracts.tooManyParagraphs'))
      // An emptied paragraph is dropped, not kept as a blank line.
      .transform((ps) => ps.filter((p) => p.length > 0)),
  })
  .strict();

/** Field name -> value; a name that is not a field is refused (a forged key never gets stored). */
const fieldValuesSchema = z
  .record(z.string(), storableText().max(FIELD_VALUE_MAX, key('contracts.fieldTooLong')))
  .refine((values) => Object.keys(values).every(isContractField), key('contracts.unknownField'))
  .transform((values) => {
    const kept: Record<string, string> = {};
    for (const field of CONTRACT_FIELDS) {
      if (!Object.hasOwn(values, field)) continue;
      const value = values[field].replace(/\r\n?/g, '\n').trim();
      if (value) kept[field] = value;
    }
    return kept;
  });

export const saveContractSchema = z
  .object({
    /** The version the editor loaded: saving over a newer one is refused (two tabs). */
    version: z.number().int().min(1),
    title: clauseText(TITLE_MAX, key('contracts.titleTooLong'))
      .trim()
      .min(1, key('contracts.titleRequired'))
      .refine(oneLine, key('contracts.plainTextOnly')),
    clauses: z
      .array(clauseSchema)
      .min(1, key('contracts.clausesRequired'))
      .max(MAX_CLAUSES, key('contracts.tooManyClauses'))
      .refine((cs) => new Set(cs.map((c) => c.key)).size === cs.length, key('contracts.saveError')),
    fieldValues: fieldValuesSchema,
  })
  .strict();

export type SaveContractInput = z.input<typeof saveContractSchema>;
export type SaveContractValues = z.output<typeof saveContractSchema>;

export const createContractSchema = z
  .object({
    proposalId: z.uuid(key('contracts.proposalNotFound')),
    templateId: z.enum(TEMPLATE_IDS, { message: key('contracts.templateNotFound') }),
    language: z.enum(CONTRACT_LANGUAGES, { message: key('contracts.languageInvalid') }),
  })
  .strict();
export type CreateContractInput = z.input<typeof createContractSchema>;

export const contractIdSchema = z.uuid();

export const contractFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'contracts', 'contracts.saveError');

export const CONTRACT_FILTER_STATUSES = ['todos', ...CONTRACT_STATUSES] as const;
export const contractFiltersSchema = z.object({
  q: storableText().trim().max(100).catch(''),
  status: z.enum(CONTRACT_FILTER_STATUSES).catch('todos'),
});
export type ContractFilters = z.output<typeof contractFiltersSchema>;
