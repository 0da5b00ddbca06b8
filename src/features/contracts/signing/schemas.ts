// What the client sends from the contract's public page, and the freelancer from the countersign
// panel: one schema for the forms and the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fieldErrorsOf } from '@/lib/field-errors';
import { storableText } from '@/lib/storable-text';

export const REFUSAL_REASON_MAX = 1000;
const key = (k: MessageKey) => k;

const signerName = z
  .string()
  .max(200, key('publicContract.fullNameRequired'))
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine(
    (v) => v.length <= 120 && /^\p{L}[\p{L}'’.-]*(?: \p{L}[\p{L}'’.-]*)+$/u.test(v),
    key('publicContract.fullNameRequired'),
  );

/** The CPF or CNPJ as typed (punctuation allowed); its check digits are read by signerDocument(). */
const document = z
  .string()
  .max(40, key('publicContract.documentInvalid'))
  .transform((v) => v.trim())
  .refine((v) => v.length >= 3, key('publicContract.documentInvalid'));

/** "Enviar código": who is about to sign (checked now, so a wrong document is said before any e-mail). */
export const requestCodeSchema = z.object({ signerName, document }).strict();
export type RequestCodeInput = z.input<typeof requestCodeSchema>;

export const signSchema = z
  .object({
    signerName,
    document,
    code: z
      .string()
      .max(20, key('publicContract.codeInvalid'))
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{6}$/.test(v), key('publicContract.codeInvalid')),
    agreed: z.literal(true, { message: key('publicContract.termsRequired') }),
    /** The version and SHA-256 of the text the page showed: a contract edited meanwhile is never signed blindly. */
    version: z.number().int().min(1).max(1_000_000),
    contentSha256: z.string().regex(/^[0-9a-f]{64}$/, key('publicContract.changed')),
  })
  .strict();
export type SignInput = z.input<typeof signSchema>;

export const refuseSchema = z
  .object({
    reason: storableText()
      .max(REFUSAL_REASON_MAX, key('publicContract.reasonTooLong'))
      .transform((v) => v.trim() || null)
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type RefuseInput = z.input<typeof refuseSchema>;

export const publicFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'publicContract', 'publicContract.saveError');

export const countersignSchema = z
  .object({
    /** Empty for an account without a password (Google): a fresh sign-in stands for it. */
    password: z.string().max(500, key('contractSigning.passwordWrong')).default(''),
    contentSha256: z.string().regex(/^[0-9a-f]{64}$/, key('contractSigning.changed')),
  })
  .strict();
export type CountersignInput = z.input<typeof countersignSchema>;

export const contractIdSchema = z.uuid();
