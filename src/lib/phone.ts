// Phone numbers as freelancers type them in Brazil, turned into WhatsApp's click-to-chat link.

const BRAZIL = '55';

/**
 * The wa.me link of a phone, or null when it cannot be a WhatsApp number. "+" means the number
 * already has its country code; otherwise a Brazilian number with area code (10 or 11 digits,
 * leading trunk zeros dropped) gets Brazil's 55, and one of 12-13 digits starting with 55 is kept.
 */
export function whatsAppUrl(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const international = phone.trim().startsWith('+');
  let digits = phone.replace(/\D/g, '');
  if (!international) {
    digits = digits.replace(/^0+/, '');
    if (digits.length === 10 || digits.length === 11) digits = BRAZIL + digits;
    else if (!(digits.startsWith(BRAZIL) && (digits.length === 12 || digits.length === 13))) return null;
  }
  if (digits.length < 10 || digits.length > 15) return null;
  return `https://wa.me/${digits}`;
}
