// Brazilian identifiers as people type them: CPF, CNPJ and phone numbers. Masks for the inputs,
// check-digit validation for the server (a wrong digit is caught before it reaches a proposal).

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Check digit of the modulo-11 scheme both documents use (weights from `first` down, cycling 9..2 for CNPJ). */
function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const allSame = (digits: string) => /^(\d)\1+$/.test(digits);

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || allSame(d)) return false;
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
}

export function isValidCnpj(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 14 || allSame(d)) return false;
  const first = checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[12]) && second === Number(d[13]);
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
export const formatCnpj = (value: string) => mask(onlyDigits(value).slice(0, 14), '##.###.###/####-##');
/** A CPF (up to 11 digits) or CNPJ (more), masked as far as it is typed. */
export const formatCpfOrCnpj = (value: string) => (onlyDigits(value).length > 11 ? formatCnpj(value) : formatCpf(value));

/**
 * A Brazilian phone as '+55 (11) 91234-5678' (mobile) or '+55 (11) 3456-7890' (landline) while
 * typing; a leading 55 is taken as the country code.
 */
export function formatBrPhone(value: string): string {
  let d = onlyDigits(value);
  if (d.startsWith('55') && d.length > 11) d = d.slice(2);
  d = d.slice(0, 11);
  if (d.length === 0) return '';
  const pattern = d.length === 11 ? '(##) #####-####' : '(##) ####-####';
  return `+55 ${mask(d, pattern)}`;
}

/** A complete Brazilian phone: area code and an 8- or 9-digit number. */
export function isValidBrPhone(value: string): boolean {
  let d = onlyDigits(value);
  if (d.startsWith('55') && d.length > 11) d = d.slice(2);
  return d.length === 10 || d.length === 11;
}
