// The profile and business details of the settings page: one schema for the forms and the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { formatBrPhone, formatCnpj, formatCpf, isValidBrPhone, isValidCnpj, isValidCpf } from '@/lib/br-documents';
import { fieldErrorsOf } from '@/lib/field-errors';

const key = (k: MessageKey) => k;

/** Trimmed text; empty means "not set" (null). */
const optional = (max: number, message: MessageKey) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v));

/** A checked value kept in its masked form, so every screen and PDF shows it the same way. */
const checked = (valid: (v: string) => boolean, format: (v: string) => string, message: MessageKey) =>
  z
    .string()
    .trim()
    .max(40, message)
    .refine((v) => v === '' || valid(v), message)
    .transform((v) => (v === '' ? null : format(v)));

export const profileSchema = z
  .object({
    fullName: optional(120, key('settings.fullNameTooLong')),
    profession: optional(120, key('settings.professionTooLong')),
    phone: checked(isValidBrPhone, formatBrPhone, key('settings.invalidPhone')),
    website: optional(200, key('settings.invalidWebsite')).refine(
      (v) => v === null || (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v) && URL.canParse(v)),
      key('settings.invalidWebsite'),
    ),
    address: optional(300, key('settings.addressTooLong')),
  })
  .strict();

export const businessSchema = z
  .object({
    companyName: optional(160, key('settings.companyNameTooLong')),
    cnpj: checked(isValidCnpj, formatCnpj, key('settings.invalidCnpj')),
    cpf: checked(isValidCpf, formatCpf, key('settings.invalidCpf')),
    paymentTerms: optional(2000, key('settings.paymentTermsTooLong')),
    brandColor: z
      .string()
      .trim()
      .refine((v) => v === '' || /^#[0-9a-f]{6}$/i.test(v), key('settings.invalidBrandColor'))
      .transform((v) => (v === '' ? null : v.toLowerCase())),
  })
  .strict();

export type ProfileInput = z.input<typeof profileSchema>;
export type BusinessInput = z.input<typeof businessSchema>;
export const settingsFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'settings', 'settings.saveErrorBody');
