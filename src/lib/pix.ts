// Pix "copia e cola" (BR Code): the EMV merchant-presented payload of the Banco Central's
// "Manual de Padrões para Iniciação do Pix", static form, with the CRC16 that closes it.
import { compactCnpj, isValidCnpj, isValidCpf, onlyDigits } from './br-documents';
import { pixPhoneKey } from './phone';

export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random';

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as the BR Code's field 63 requires. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV field: id, two-digit length, value. */
function field(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length > 99) throw new Error(`Pix field ${id} is too long`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Names and cities travel without accents, in the few characters the standard allows. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-/]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

export type PixPayloadInput = {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** In cents; omitted, the payer types the amount. */
  amountCents?: number;
  /** Up to 25 letters and digits; '***' when none. */
  txid?: string;
  description?: string;
};

/** The static BR Code payload ("copia e cola"), CRC included. */
export function pixPayload(input: PixPayloadInput): string {
  const account =
    field('00', 'br.gov.bcb.pix') + field('01', input.key) + (input.description ? field('02', plain(input.description, 40)) : '');
  const txid = (input.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (input.amountCents && input.amountCents > 0 ? field('54', (input.amountCents / 100).toFixed(2)) : '') +
    field('58', 'BR') +
    field('59', plain(input.merchantName, 25) || 'N') +
    field('60', plain(input.merchantCity, 15) || 'BRASIL') +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16(body);
}

const EMAIL_KEY = /^[\x21-\x3f\x41-\x7e]+@[\x21-\x3f\x41-\x7e]+\.[\x21-\x3f\x41-\x7e]+$/;

/** A Pix key as the Banco Central stores it, or null when it is not a valid key of that type. */
export function normalisePixKey(type: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  switch (type) {
    case 'cpf':
      return isValidCpf(value) ? onlyDigits(value) : null;
    case 'cnpj':
      // Numeric or alphanumeric (IN RFB 2.229/2024), stored in upper case without punctuation.
      return isValidCnpj(value) ? compactCnpj(value) : null;
    case 'email':
      // Printable ASCII only: the key goes into the BR Code's account field, whose length counts
      // bytes (at most 99 with the "br.gov.bcb.pix" prefix). A long accented or emoji address
      // passed the 77-character check yet overflowed it, so the accepted proposal's page and PDF
      // threw; a NUL could not even be stored (found by the fuzz tests).
      return EMAIL_KEY.test(value) && value.length <= 77 ? value.toLowerCase() : null;
    case 'phone':
      // The same reading as the profile's phone and the WhatsApp links: '(55) 91234-5678' is area code 55.
      return pixPhoneKey(value);
    case 'random':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : null;
  }
}
