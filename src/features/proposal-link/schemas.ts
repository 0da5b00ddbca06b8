// What the client sends from the public page: one schema for the forms and the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import { storableText } from '@/lib/storable-text';

/**
 * How many leading characters of the CPF or CNPJ the signer types (enough to match, not to
 * identify): digits, or letters too for an alphanumeric CNPJ (IN RFB 2.229/2024), in any case.
 */
export const SIGNER_DOCUMENT_DIGITS = 5;
export const REFUSAL_REASON_MAX = 1000;

const key = (k: MessageKey) => k;

export const acceptSchema = z
  .object({
    signerName: z
      .string()
      .max(200, key('publicProposal.fullNameRequired'))
      .transform((v) => v.trim().replace(/\s+/g, ' '))
      .refine(
        (v) => v.length <= 120 && /^\p{L}[\p{L}'’.-]*(?: \p{L}[\p{L}'’.-]*)+$/u.test(v),
        key('publicProposal.fullNameRequired'),
      ),
    documentDigits: z
      .string()
      .max(40, key('publicProposal.documentDigitsInvalid'))
      .transform((v) => v.replace(/[\s.\-/]/g, '').toUpperCase())
      .refine((v) => new RegExp(`^[0-9A-Z]{${SIGNER_DOCUMENT_DIGITS}}$`).test(v), key('publicProposal.documentDigitsInvalid')),
    agreed: z.literal(true, { message: key('publicProposal.termsRequired') }),
    /** The SHA-256 of the content the page showed: a proposal edited meanwhile is not accepted blindly. */
    contentSha256: z.string().regex(/^[0-9a-f]{64}$/, key('publicProposal.changed')),
    /** The package picked and the options ticked (checked against the proposal by the server). */
    choice: z
      .object({
        packageId: z.string().max(40, key('publicProposal.invalidChoice')).nullable(),
        optionalLineIds: z.array(z.uuid(key('publicProposal.invalidChoice'))).max(100, key('publicProposal.invalidChoice')),
      })
      .strict()
      .optional(),
  })
  .strict();
export type AcceptInput = z.input<typeof acceptSchema>;

export const refuseSchema = z
  .object({
    reason: storableText()
      .max(REFUSAL_REASON_MAX, key('publicProposal.reasonTooLong'))
      .transform((v) => v.trim() || null)
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type RefuseInput = z.input<typeof refuseSchema>;

export const publicFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'publicProposal', 'publicProposal.saveError');
