import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeSignature,
  isTimestampFresh,
  parseSignatureHeader,
  signatureHeader,
  signatureMatches,
} from '@/features/billing/signature';

const SECRET = 'whsec-test-0123456789abcdef0123456789abcdef';
const body = '{"id":"evt_1"}';
const bytes = new TextEncoder().encode(body);
const T = 1_800_000_000;

describe('billing webhook signature', () => {
  it('is the hex HMAC-SHA256 of "<t>.<raw body>" (what `openssl dgst -sha256 -hmac` prints)', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${body}`).digest('hex');
    expect(computeSignature(SECRET, T, body)).toBe(expected);
    expect(computeSignature(SECRET, T, bytes)).toBe(expected);
    expect(signatureHeader(SECRET, body, T)).toBe(`t=${T},v1=${expected}`);
  });

  it("gives the README's worked example", () => {
    const body =
      '{"id":"evt_0001","type":"purchase.approved","created":1767225600,"data":{"email":"ana@exemplo.com.br","plan":"pleno","purchaseId":"pur_123"}}';
    expect(computeSignature('exemplo-de-segredo-com-32-caracteres-ou-mais', 1767225600, body)).toBe(
      '1ca110d183f7613fe0b3a9121b8098bde799934dd98451e1cee066b455430097',
    );
  });

  it('reads t and every v1, in any order, with spaces, ignoring other schemes', () => {
    const sig = computeSignature(SECRET, T, body);
    expect(parseSignatureHeader(`t=${T},v1=${sig}`)).toEqual({ timestamp: T, signatures: [sig] });
    expect(parseSignatureHeader(` v1=${sig.toUpperCase()} , v0=abc, t=${T}, v1=${'0'.repeat(64)}`)).toEqual({
      timestamp: T,
      signatures: [sig, '0'.repeat(64)],
    });
  });

  it.each([
    [null, 'missing'],
    ['', 'missing'],
    ['   ', 'missing'],
    ['garbage', 'malformed'],
    [`t=${T}`, 'malformed'],
    [`v1=${'a'.repeat(64)}`, 'malformed'],
    [`t=abc,v1=${'a'.repeat(64)}`, 'malformed'],
    [`t=-5,v1=${'a'.repeat(64)}`, 'malformed'],
    [`t=${T},t=${T},v1=${'a'.repeat(64)}`, 'malformed'],
    [`t=${T},v1=${'a'.repeat(63)}`, 'malformed'],
    [`t=${T},v1=${'g'.repeat(64)}`, 'malformed'],
    [`t=${T},=x,v1=${'a'.repeat(64)}`, 'malformed'],
    [`t=${T},v1=${'a'.repeat(64)},x=${'y'.repeat(2000)}`, 'malformed'],
  ])('%j is %s', (header, expected) => {
    expect(parseSignatureHeader(header)).toBe(expected);
  });

  it('matches only the right secret, timestamp and body', () => {
    const good = parseSignatureHeader(signatureHeader(SECRET, body, T));
    if (typeof good === 'string') throw new Error(good);
    expect(signatureMatches(SECRET, good, bytes)).toBe(true);
    expect(signatureMatches(`${SECRET}x`, good, bytes)).toBe(false);
    expect(signatureMatches(SECRET, { ...good, timestamp: T + 1 }, bytes)).toBe(false);
    expect(signatureMatches(SECRET, good, new TextEncoder().encode(`${body} `))).toBe(false);
    // One good signature among others is enough (secret rotation).
    expect(signatureMatches(SECRET, { ...good, signatures: ['0'.repeat(64), ...good.signatures] }, bytes)).toBe(true);
  });

  it('accepts a timestamp up to 5 minutes away, in the past or the future', () => {
    expect(isTimestampFresh(T, T)).toBe(true);
    expect(isTimestampFresh(T - 300, T)).toBe(true);
    expect(isTimestampFresh(T + 300, T)).toBe(true);
    expect(isTimestampFresh(T - 301, T)).toBe(false);
    expect(isTimestampFresh(T + 301, T)).toBe(false);
  });
});
