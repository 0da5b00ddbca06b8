// Brazilian identifiers as people type them: CPF and CNPJ (numeric or alphanumeric). Masks for the inputs,
// check-digit validation for the server (a wrong digit is caught before it reaches a proposal).

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Check digit of the modulo-11 scheme both documents use. Each character counts as its ASCII code
 * minus 48: '0'-'9' are 0-9 as ever, 'A'-'Z' are 17-42 (the alphanumeric CNPJ of IN RFB 2.229/2024).
 */
function checkDigit(chars: string, weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * (chars.charCodeAt(i) - 48), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const allSame = (chars: string) => /^(.)\1+$/.test(chars);

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || allSame(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
}

/** Punctuation people type in a CNPJ or CPF (and paste with spaces); anything else is part of it. */
const DOCUMENT_PUNCTUATION = /[\s./-]/g;

/**
 * A CNPJ without its punctuation, in upper case: '12.abc.345/01de-35' -> '12ABC34501DE35'. Other
 * characters are kept, so that they make the CNPJ invalid rather than vanish.
 */
export function compactCnpj(value: string): string {
  return value.replace(DOCUMENT_PUNCTUATION, '').toUpperCase();
}

/**
 * A CNPJ, numeric or alphanumeric (IN RFB 2.229/2024: letters or digits in the first twelve
 * positions, two check digits last), with or without punctuation, in any case.
 */
export function isValidCnpj(value: string): boolean {
  const c = compactCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(c) || allSame(c)) return false;
  const first = checkDigit(c, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(c, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(c[12]) && second === Number(c[13]);
}

/**
 * A valid CPF or CNPJ as it is stored and compared: CPF digits, or the CNPJ's 14 characters in
 * upper case; null when it is neither.
 */
export function compactDocument(value: string): string | null {
  if (isValidCnpj(value)) return compactCnpj(value);
  // The CPF keeps its old reading (digits, whatever surrounds them) only without letters.
  if (!/[a-z]/i.test(value) && isValidCpf(value)) return onlyDigits(value);
  return null;
}

/** Applies a mask like '###.###.###-##' to the digits typed so far (never more digits than the mask holds). */
function mask(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const char of pattern) {
    if (i >= digits.length) break;
    if (char === '#') out += digits[i++];
    else out += char;
  }
  return out;
}

export const formatCpf = (value: string) => mask(onlyDigits(value).slice(0, 11), '###.###.###-##');

/**
 * The CNPJ typed so far, masked: letters kept and shown in upper case in the first twelve
 * positions, digits only in the two check positions, at most 14 characters.
 */
export function formatCnpj(value: string): string {
  let chars = '';
  for (const char of value.toUpperCase()) {
    if (chars.length === 14) break;
    if (/\d/.test(char) || (/[A-Z]/.test(char) && chars.length < 12)) chars += char;
  }
  return mask(chars, '##.###.###/####-##');
}

/** A CPF (up to 11 digits, no letters) or a CNPJ (more, or any letter), masked as far as it is typed. */
export const formatCpfOrCnpj = (value: string) =>
  /[a-z]/i.test(value) || onlyDigits(value).length > 11 ? formatCnpj(value) : formatCpf(value);

/**
 * A search query that looks like (part of) a CPF or CNPJ written with punctuation ('12.ABC.345',
 * '529.982.247-25'), without it: what the compact stored document contains. Null for other
 * queries, which are searched as typed.
 */
export function documentQuery(q: string): string | null {
  const text = q.trim();
  if (!/^[0-9A-Za-z\s./-]+$/.test(text) || !/\d/.test(text)) return null;
  const compact = compactCnpj(text);
  return compact !== text.toUpperCase() && compact.length >= 2 ? compact : null;
}

/** What a stored document is called: 'CPF' (11 digits), 'CNPJ' (14 characters), or null when neither. */
export function taxIdKind(value: string): 'CPF' | 'CNPJ' | null {
  const compact = compactDocument(value);
  if (!compact) return null;
  return compact.length === 11 ? 'CPF' : 'CNPJ';
}
