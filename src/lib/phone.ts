// The one reading of a phone number in Valora: the profile's phone, a client's WhatsApp and the Pix
// key of type phone all go through parsePhone, so a number one of them accepts is the same number
// for the others. Brazilian numbers are read by libphonenumber-js with Brazil as the default region
// and Brazil's full metadata (area codes that exist, mobile vs landline; see phone-metadata-br.ts),
// so '(55) 91234-5678' is Rio Grande do Sul's area code 55, not the country code.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { brazilPhoneMetadata } from './phone-metadata-br';

const BRAZIL = '55';

export type BrazilianPhone = {
  brazilian: true;
  /** '+5555912345678' */
  e164: string;
  kind: 'mobile' | 'landline';
  /** The DDD, '11' to '99'. */
  areaCode: string;
  /** The 8 (landline) or 9 (mobile) digits after the area code. */
  subscriber: string;
};
export type ForeignPhone = { brazilian: false; e164: string };
export type Phone = BrazilianPhone | ForeignPhone;

/** Digits, spaces and the punctuation phones are written with; letters make it not a phone. */
const PHONE_TEXT = /^[\d\s().+\-/]{1,40}$/;

/** A Brazilian mobile or landline number, with or without +55, trunk 0 or carrier code; else null. */
export function parseBrPhone(raw: string | null | undefined): BrazilianPhone | null {
  const text = raw?.trim() ?? '';
  if (!PHONE_TEXT.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, 'BR', brazilPhoneMetadata);
  if (!parsed || parsed.countryCallingCode !== BRAZIL || !parsed.isValid()) return null;
  const type = parsed.getType();
  const national = parsed.nationalNumber;
  const kind =
    type === 'MOBILE'
      ? 'mobile'
      : type === 'FIXED_LINE'
        ? 'landline'
        : type === 'FIXED_LINE_OR_MOBILE'
          ? national.length === 11
            ? 'mobile'
            : 'landline'
          : null;
  // Shared-cost and toll-free numbers (0300, 0800, 4004) reach no one on WhatsApp or Pix.
  if (!kind) return null;
  return { brazilian: true, e164: `+${BRAZIL}${national}`, kind, areaCode: national.slice(0, 2), subscriber: national.slice(2) };
}

/**
 * Any phone a client may have: a Brazilian one (as parseBrPhone reads it), or a foreign one written
 * with its '+' and country code (10 to 15 digits in all, as E.164 allows).
 */
export function parsePhone(raw: string | null | undefined): Phone | null {
  const brazilian = parseBrPhone(raw);
  if (brazilian) return brazilian;
  const text = raw?.trim() ?? '';
  if (!PHONE_TEXT.test(text) || !text.startsWith('+')) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith(BRAZIL) || digits.startsWith('0') || digits.length < 10 || digits.length > 15) return null;
  return { brazilian: false, e164: `+${digits}` };
}

/** '+55 (11) 91234-5678', '+55 (55) 3456-7890'; a foreign number as '+351912345678'. */
export function formatPhone(phone: Phone): string {
  if (!phone.brazilian) return phone.e164;
  const split = phone.subscriber.length === 9 ? 5 : 4;
  return `+${BRAZIL} (${phone.areaCode}) ${phone.subscriber.slice(0, split)}-${phone.subscriber.slice(split)}`;
}

/** The wa.me link of a phone, or null when it is not a phone. */
export function whatsAppUrl(raw: string | null | undefined): string | null {
  const phone = parsePhone(raw);
  return phone ? `https://wa.me/${phone.e164.slice(1)}` : null;
}

/** A Pix key of type phone as the Banco Central stores it: '+55' + DDD + number. */
export function pixPhoneKey(raw: string): string | null {
  return parseBrPhone(raw)?.e164 ?? null;
}

/** A complete Brazilian phone (the profile's). */
export const isValidBrPhone = (value: string) => parseBrPhone(value) !== null;

/**
 * The profile's phone while it is typed: '+55 (11) 9123' so far. A complete number is shown as
 * parseBrPhone reads it; a partial one follows the same rule for the country code: after a '+',
 * 55 is the country; without one, only a number too long to be national (12 or 13 digits) starts
 * with it, so '(55) 9…' stays area code 55.
 */
export function formatBrPhone(value: string): string {
  const complete = parseBrPhone(value);
  if (complete) return formatPhone(complete);
  let digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) {
    // '+', '+5' and '+55' as they are typed; another country code is left for the check to refuse.
    if (!digits.startsWith(BRAZIL)) return `+${digits.slice(0, 15)}`;
    digits = digits.slice(2);
    if (digits.length === 0) return `+${BRAZIL}`;
  } else {
    digits = digits.replace(/^0+/, '');
    if (digits.startsWith(BRAZIL) && digits.length > 11) digits = digits.slice(2);
  }
  digits = digits.slice(0, 11);
  if (digits.length === 0) return '';
  const split = digits.length === 11 ? 7 : 6;
  let out = `+${BRAZIL} (${digits.slice(0, 2)}`;
  if (digits.length > 2) out += `) ${digits.slice(2, split)}`;
  if (digits.length > split) out += `-${digits.slice(split)}`;
  return out;
}
