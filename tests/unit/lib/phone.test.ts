import { describe, expect, it } from 'vitest';
import { whatsAppUrl } from '@/lib/phone';

describe('whatsAppUrl', () => {
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

  it.each([null, undefined, '', '   ', '91234-5678', '1234', '+12345', '+1234567890123456', 'sem telefone'])(
    'no link for %j',
    (phone) => {
      expect(whatsAppUrl(phone)).toBeNull();
    },
  );
});
