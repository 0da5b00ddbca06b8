import { describe, expect, it } from 'vitest';
import { cookieValue, knownDeviceCookieName, knownDeviceFor, withKnownDevice } from '@/features/auth/known-device';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';

describe('known-device cookie', () => {
  it('names the account it was issued for, whatever the case of the e-mail, and no other', () => {
    const value = withKnownDevice(null, 'Ana@Exemplo.com', SECRET);
    expect(knownDeviceFor(value, 'ana@exemplo.com', SECRET)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(knownDeviceFor(value, 'bia@exemplo.com', SECRET)).toBeNull();
    expect(value).not.toContain('ana');
  });

  it('is refused when signed with another secret or altered', () => {
    const value = withKnownDevice(null, 'ana@exemplo.com', SECRET);
    expect(knownDeviceFor(value, 'ana@exemplo.com', `${SECRET}-outro`)).toBeNull();
    const [nonce, mac] = value.split('.');
    const flipped = `${nonce}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(knownDeviceFor(flipped, 'ana@exemplo.com', SECRET)).toBeNull();
    const otherNonce = `${nonce[0] === 'A' ? 'B' : 'A'}${nonce.slice(1)}.${mac}`;
    expect(knownDeviceFor(otherNonce, 'ana@exemplo.com', SECRET)).toBeNull();
  });

  it('keeps the last five accounts of a browser, with a fresh nonce at each sign-in', () => {
    let value = withKnownDevice(null, 'ana@exemplo.com', SECRET);
    const first = knownDeviceFor(value, 'ana@exemplo.com', SECRET);
    value = withKnownDevice(value, 'bia@exemplo.com', SECRET);
    value = withKnownDevice(value, 'ana@exemplo.com', SECRET);
    expect(value.split('~')).toHaveLength(2);
    expect(knownDeviceFor(value, 'ana@exemplo.com', SECRET)).not.toBe(first);
    for (const name of ['c', 'd', 'e', 'f', 'g']) value = withKnownDevice(value, `${name}@exemplo.com`, SECRET);
    expect(value.split('~')).toHaveLength(5);
    expect(knownDeviceFor(value, 'g@exemplo.com', SECRET)).not.toBeNull();
    expect(knownDeviceFor(value, 'ana@exemplo.com', SECRET)).toBeNull();
  });

  it('ignores garbage without throwing', () => {
    for (const junk of ['', '~~~', 'a.b', 'x'.repeat(5000), '%E0%A4%A', '\u0000', `${'A'.repeat(22)}.${'B'.repeat(43)}`])
      expect(knownDeviceFor(junk, 'ana@exemplo.com', SECRET)).toBeNull();
    expect(withKnownDevice('lixo~outro', 'ana@exemplo.com', SECRET).split('~')).toHaveLength(1);
  });

  it('reads one cookie from a Cookie header, and uses __Host- on https', () => {
    expect(cookieValue('a=1; valora.known_device=abc.def; b=2', 'valora.known_device')).toBe('abc.def');
    expect(cookieValue('valora.known_device=%E0%A4%A', 'valora.known_device')).toBeNull();
    expect(cookieValue(null, 'valora.known_device')).toBeNull();
    expect(knownDeviceCookieName(true)).toBe('__Host-valora.known_device');
    expect(knownDeviceCookieName(false)).toBe('valora.known_device');
  });
});
