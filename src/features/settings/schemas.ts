// The profile and business details of the settings page: one schema for the forms and the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '@/lib/br-documents';
import { fieldErrorsOf } from '@/lib/field-errors';
import { formatBrPhone, isValidBrPhone } from '@/lib/phone';
import { normalisePixKey, type PixKeyType } from '@/lib/pix';
import { storableText } from '@/lib/storable-text';

const key = (k: MessageKey) => k;

/** Trimmed text; empty means "not set" (null). */
const optional = (max: number, message: MessageKey) =>
  storableText()
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

/** A bare domain ("meusite.com.br", "www.meusite.com.br/portfolio") is stored with https://. */
function withScheme(value: string | null): string | null {
  // An address with its own scheme (https://, ftp://, javascript:...) is checked as typed.
  if (value === null || /^[a-z][a-z\d+.-]*:\/\//i.test(value) || /^(javascript|data|vbscript|mailto|file):/i.test(value))
    return value;
  return `https://${value.replace(/^\/+/, '')}`;
}

/** An http(s) address of a named host (with a dot), no spaces. */
function isWebsite(value: string): boolean {
  if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z\d-]{2,}\.?$/i.test(url.hostname);
}

export const profileSchema = z
  .object({
    fullName: optional(120, key('settings.fullNameTooLong')),
    profession: optional(120, key('settings.professionTooLong')),
    phone: checked(isValidBrPhone, formatBrPhone, key('settings.invalidPhone')),
    website: optional(200, key('settings.invalidWebsite'))
      .transform(withScheme)
      .refine((v) => v === null || isWebsite(v), key('settings.invalidWebsite')),
    address: optional(300, key('settings.addressTooLong')),
    // Optional in the request: a client that does not know the field leaves the saved city alone.
    city: optional(60, key('settings.cityTooLong')).optional(),
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

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const satisfies readonly PixKeyType[];

/**
 * The payer's bank app shows the receiver and the city of a Pix charge (BR Code fields 59 and 60,
 * at most 25 and 15 characters there), so they are the freelancer's own words, never an e-mail
 * address or the country.
 */
export const PIX_RECEIVER_MAX = 25;
export const PIX_CITY_MAX = 15;

/** True when the text keeps something after the BR Code's character set (letters without accents, digits). */
const hasPixLetters = (v: string) => /[A-Za-z0-9]/.test(v.normalize('NFD'));
const isCountry = (v: string) => /^brasil$|^brazil$/i.test(v.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/** The Pix key for deposits and the deposit share: a key only with its type, stored normalised. */
export const pixSchema = z
  .object({
    pixKeyType: z.enum(['', ...PIX_KEY_TYPES], { message: key('settings.pixKeyTypeRequired') }),
    pixKey: z.string().trim().max(100, key('settings.invalidPixKey')),
    pixReceiverName: storableText()
      .trim()
      .max(PIX_RECEIVER_MAX, key('settings.pixReceiverNameTooLong'))
      .refine((v) => !v.includes('@'), key('settings.pixReceiverNameInvalid'))
      .default(''),
    pixCity: storableText()
      .trim()
      .max(PIX_CITY_MAX, key('settings.pixCityTooLong'))
      .refine((v) => !isCountry(v), key('settings.pixCityInvalid'))
      .default(''),
    depositPercent: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) <= 100), key('settings.invalidDepositPercent')),
  })
  .strict()
  .transform((values, ctx) => {
    const depositPercent = values.depositPercent === '' ? null : Number(values.depositPercent);
    if (values.pixKey === '') return { pixKeyType: null, pixKey: null, pixReceiverName: null, pixCity: null, depositPercent };
    if (values.pixKeyType === '') {
      ctx.addIssue({ code: 'custom', path: ['pixKeyType'], message: key('settings.pixKeyTypeRequired') });
    }
    const normalised = values.pixKeyType === '' ? null : normalisePixKey(values.pixKeyType, values.pixKey);
    if (values.pixKeyType !== '' && !normalised) {
      ctx.addIssue({ code: 'custom', path: ['pixKey'], message: key('settings.invalidPixKey') });
    }
    // With a key, who receives and where are required in the same card (every error shown at once).
    if (!hasPixLetters(values.pixReceiverName)) {
      ctx.addIssue({ code: 'custom', path: ['pixReceiverName'], message: key('settings.pixReceiverNameRequired') });
    }
    if (!hasPixLetters(values.pixCity)) {
      ctx.addIssue({ code: 'custom', path: ['pixCity'], message: key('settings.pixCityRequired') });
    }
    if (values.pixKeyType === '' || !normalised || !hasPixLetters(values.pixReceiverName) || !hasPixLetters(values.pixCity))
      return z.NEVER;
    return {
      pixKeyType: values.pixKeyType,
      pixKey: normalised,
      pixReceiverName: values.pixReceiverName,
      pixCity: values.pixCity,
      depositPercent,
    };
  });

export type ProfileInput = z.input<typeof profileSchema>;
export type BusinessInput = z.input<typeof businessSchema>;
export const settingsFieldErrors = (error: z.ZodError) => fieldErrorsOf(error, 'settings', 'settings.saveErrorBody');
