import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { brazilPhoneMetadata } from '@/lib/phone-metadata-br';
import { brazilMetadataFrom } from '@/lib/phone-metadata-subset';
import { formatBrPhone, formatPhone, isValidBrPhone, parseBrPhone, parsePhone, pixPhoneKey, whatsAppUrl } from '@/lib/phone';
import { normalisePixKey } from '@/lib/pix';

// Anatel's area codes (DDD): 67 of the numbers from 11 to 99.
const AREA_CODES = [
  ...[11, 12, 13, 14, 15, 16, 17, 18, 19],
  ...[21, 22, 24, 27, 28],
  ...[31, 32, 33, 34, 35, 37, 38],
  ...[41, 42, 43, 44, 45, 46, 47, 48, 49],
  ...[51, 53, 54, 55],
  ...[61, 62, 63, 64, 65, 66, 67, 68, 69],
  ...[71, 73, 74, 75, 77, 79],
  ...[81, 82, 83, 84, 85, 86, 87, 88, 89],
  ...[91, 92, 93, 94, 95, 96, 97, 98, 99],
];

/** The ways people write one number: national with or without punctuation and trunk 0, and with 55 / +55. */
function writings(ddd: number, first: string, last: string): string[] {
  const national = `${ddd}${first}${last}`;
  return [
    `(${ddd}) ${first}-${last}`,
    national,
    `0${ddd} ${first}-${last}`,
    `+55 (${ddd}) ${first}-${last}`,
    `+55${national}`,
    `55 ${ddd} ${first} ${last}`,
    `55${national}`,
    `+55 ${ddd} ${first}${last}`,
  ];
}

describe('one phone normaliser for the profile, the WhatsApp links and the Pix key', () => {
  for (let ddd = 11; ddd <= 99; ddd++) {
    const exists = AREA_CODES.includes(ddd);
    for (const [kind, first, last] of [
      ['mobile', '91234', '5678'],
      ['landline', '3456', '7890'],
    ] as const) {
      const e164 = `+55${ddd}${first}${last}`;
      const shown = `+55 (${ddd}) ${first}-${last}`;
      it(`${kind} with area code ${ddd} is ${exists ? e164 : 'refused'} however it is written`, () => {
        for (const written of writings(ddd, first, last)) {
          const phone = parseBrPhone(written);
          if (!exists) {
            expect(phone, written).toBeNull();
            expect(isValidBrPhone(written), written).toBe(false);
            expect(pixPhoneKey(written), written).toBeNull();
            expect(normalisePixKey('phone', written), written).toBeNull();
            expect(whatsAppUrl(written), written).toBeNull();
            continue;
          }
          expect(phone, written).toEqual({ brazilian: true, e164, kind, areaCode: String(ddd), subscriber: `${first}${last}` });
          expect(isValidBrPhone(written), written).toBe(true);
          expect(formatPhone(phone!), written).toBe(shown);
          // The profile's mask, the Pix key and the wa.me link all name the same number.
          expect(formatBrPhone(written), written).toBe(shown);
          expect(pixPhoneKey(written), written).toBe(e164);
          expect(normalisePixKey('phone', written), written).toBe(e164);
          expect(whatsAppUrl(written), written).toBe(`https://wa.me/${e164.slice(1)}`);
          expect(parsePhone(written), written).toEqual(phone);
        }
      });
    }
  }

  it('takes (55) 91234-5678 for Rio Grande do Sul’s area code 55 everywhere', () => {
    for (const written of ['(55) 91234-5678', '55 91234-5678', '55912345678']) {
      expect(pixPhoneKey(written)).toBe('+5555912345678');
      expect(whatsAppUrl(written)).toBe('https://wa.me/5555912345678');
      expect(formatBrPhone(written)).toBe('+55 (55) 91234-5678');
    }
  });

  it('reads a carrier selection code after the trunk 0', () => {
    expect(pixPhoneKey('0 21 11 91234-5678')).toBe('+5511912345678');
  });

  it.each([
    '91234-5678',
    '(11) 1234-5678',
    '(11) 81234-5678',
    '(11) 6345-6789',
    '0300 123 4567',
    '0800 123 4567',
    '4004-1234',
    '(11) 91234-567',
    '(11) 91234-56789',
    '11 91234-5678 ramal 2',
    '',
  ])('refuses %j as a Brazilian phone', (written) => {
    expect(parseBrPhone(written)).toBeNull();
    expect(pixPhoneKey(written)).toBeNull();
  });

  it('builds the mask as the number is typed, digit after digit', () => {
    for (const ddd of [11, 55, 99]) {
      for (const digits of [`${ddd}912345678`, `${ddd}34567890`]) {
        let value = '';
        for (const digit of digits) value = formatBrPhone(value + digit);
        expect(value).toBe(formatPhone(parseBrPhone(digits)!));
      }
    }
    expect(formatBrPhone('119')).toBe('+55 (11) 9');
    expect(formatBrPhone('+55 (11) 9123')).toBe('+55 (11) 9123');
    expect(formatBrPhone('+55 (')).toBe('+55');
    expect(formatBrPhone('+5')).toBe('+5');
    expect(formatBrPhone('+351 912')).toBe('+351912');
    expect(formatBrPhone('')).toBe('');
  });
});

describe('whatsAppUrl (a client’s phone may be foreign)', () => {
  it.each([
    ['(11) 91234-5678', 'https://wa.me/5511912345678'],
    ['11 91234 5678', 'https://wa.me/5511912345678'],
    ['011 91234-5678', 'https://wa.me/5511912345678'],
    ['(21) 3456-7890', 'https://wa.me/552134567890'],
    ['55 11 91234-5678', 'https://wa.me/5511912345678'],
    ['+55 (11) 91234-5678', 'https://wa.me/5511912345678'],
    ['+351 912 345 678', 'https://wa.me/351912345678'],
    ['+1 (415) 555-0100', 'https://wa.me/14155550100'],
  ])('%s -> %s', (phone, url) => {
    expect(whatsAppUrl(phone)).toBe(url);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '91234-5678',
    '1234',
    '+12345',
    '+1234567890123456',
    '+55 11 1234',
    '+0 123 456 7890',
    'sem telefone',
  ])('no link for %j', (phone) => {
    expect(whatsAppUrl(phone)).toBeNull();
  });

  it('keeps a foreign number as written with its +', () => {
    expect(parsePhone('+351 912 345 678')).toEqual({ brazilian: false, e164: '+351912345678' });
    expect(formatPhone(parsePhone('+351 912 345 678')!)).toBe('+351912345678');
  });
});

describe('phone metadata', () => {
  it('is Brazil’s entry of the installed libphonenumber-js (run scripts/phone-metadata.ts after an upgrade)', () => {
    const require = createRequire(import.meta.url);
    expect(brazilPhoneMetadata).toEqual(brazilMetadataFrom(require('libphonenumber-js/metadata.max.json')));
  });
});

describe('phone text rules', () => {
  it('ignores spaces around the number, however many', () => {
    const padded = ` ${' '.repeat(30)}(11) 91234-5678${' '.repeat(30)}\n`;
    expect(parseBrPhone(padded)?.e164).toBe('+5511912345678');
    expect(parsePhone(padded)).toEqual(parseBrPhone('(11) 91234-5678'));
    expect(parsePhone(`  +351 912 345 678${' '.repeat(40)}`)).toEqual({ brazilian: false, e164: '+351912345678' });
  });

  it('letters make it not a phone, even where a keypad maps them to digits', () => {
    for (const written of ['(11) 9CALL-5678', '11 9ABCD-5678', '+1 415 CALL-NOW']) {
      expect(parseBrPhone(written), written).toBeNull();
      expect(parsePhone(written), written).toBeNull();
    }
  });

  it('a phone is written in at most 40 characters (spaces around it aside)', () => {
    const spaced = (gap: string) => '11912345678'.split('').join(gap);
    expect(spaced('   ')).toHaveLength(41);
    expect(parseBrPhone(spaced('   '))).toBeNull();
    expect(parseBrPhone(spaced('  '))?.e164).toBe('+5511912345678');
  });

  it('punctuation with no digits is no phone (and does not throw)', () => {
    for (const written of ['()', '-', '+', '( ) -', '/']) {
      expect(parseBrPhone(written), written).toBeNull();
      expect(parsePhone(written), written).toBeNull();
    }
  });

  it('a foreign number has 10 to 15 digits in all (E.164)', () => {
    expect(parsePhone('+123456789')).toBeNull();
    expect(parsePhone('+1234567890')).toEqual({ brazilian: false, e164: '+1234567890' });
    expect(parsePhone('+123456789012345')).toEqual({ brazilian: false, e164: '+123456789012345' });
    expect(parsePhone('+1234567890123456')).toBeNull();
  });
});

describe('formatBrPhone: the mask of a partial number', () => {
  it.each([
    // A complete number is shown as parseBrPhone reads it, carrier code and all.
    ['0 21 11 91234-5678', '+55 (11) 91234-5678'],
    // The area code closes after two digits, not before.
    ['1', '+55 (1'],
    ['11', '+55 (11'],
    // Leading trunk zeros go, a zero inside the number stays.
    ['011 9123', '+55 (11) 9123'],
    ['00 11 9123', '+55 (11) 9123'],
    ['(11) 9012', '+55 (11) 9012'],
    // Without '+', 55 is the country only when the number is too long to be national.
    ['5591', '+55 (55) 91'],
    ['55119123456', '+55 (55) 11912-3456'],
    ['551191234567', '+55 (11) 9123-4567'],
    // 11 national digits split 5-4, fewer split 4-…; more than 11 are cut.
    ['11812345678', '+55 (11) 81234-5678'],
    ['1191234567', '+55 (11) 9123-4567'],
    ['119123456755', '+55 (11) 91234-5675'],
    ['+55 11 91234-56789', '+55 (11) 91234-5678'],
    // After a '+' (spaces before it included) another country is left as typed, up to 15 digits.
    [' +351 912', '+351912'],
    ['+1234567890123456789', '+123456789012345'],
  ])('%j -> %j', (typed, shown) => {
    expect(formatBrPhone(typed)).toBe(shown);
  });
});
