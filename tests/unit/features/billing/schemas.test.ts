import { describe, expect, it } from 'vitest';
import { parseBillingEvent } from '@/features/billing/schemas';

const encode = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
const event = (overrides: Record<string, unknown> = {}, data: Record<string, unknown> = {}) => ({
  id: 'evt_1',
  type: 'purchase.approved',
  created: 1_800_000_000,
  data: { email: 'Cliente@Exemplo.com', plan: 'pleno', purchaseId: 'pur_9', ...data },
  ...overrides,
});

describe('billing event payload', () => {
  it('reads an event, with the e-mail trimmed and lower-cased and unknown keys dropped', () => {
    expect(parseBillingEvent(encode(event({ extra: 1 }, { email: '  Cliente@Exemplo.com ' })))).toEqual({
      id: 'evt_1',
      type: 'purchase.approved',
      created: 1_800_000_000,
      data: { email: 'cliente@exemplo.com', plan: 'pleno', purchaseId: 'pur_9' },
    });
  });

  it('accepts every plan of the catalogue and every event type; purchaseId is optional', () => {
    for (const plan of ['junior', 'pleno', 'senior', 'web', 'pleno_vitalicio'])
      expect(parseBillingEvent(encode(event({}, { plan }))), plan).not.toBeNull();
    for (const type of ['purchase.approved', 'purchase.refunded', 'purchase.cancelled'])
      expect(parseBillingEvent(encode(event({ type }))), type).not.toBeNull();
    expect(parseBillingEvent(encode(event({}, { purchaseId: undefined })))?.data.purchaseId).toBeUndefined();
  });

  it.each([
    ['not JSON', 'nope'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['unknown type', event({ type: 'purchase.chargeback' })],
    ['unknown plan', event({}, { plan: 'gold' })],
    ['PlenoVitalicio spelled as on the success page', event({}, { plan: 'PlenoVitalicio' })],
    ['invalid e-mail', event({}, { email: 'not-an-email' })],
    ['missing e-mail', event({}, { email: undefined })],
    ['missing id', event({ id: undefined })],
    ['empty id', event({ id: '' })],
    ['id with a line break', event({ id: 'evt\n[billing] forged' })],
    ['created as a string', event({ created: '1800000000' })],
    ['created not an integer', event({ created: 1.5 })],
    ['missing data', event({ data: undefined })],
  ])('refuses %s', (_, payload) => {
    expect(parseBillingEvent(encode(payload))).toBeNull();
  });

  it('refuses a body that is not UTF-8', () => {
    expect(parseBillingEvent(new Uint8Array([0x7b, 0xff, 0x7d]))).toBeNull();
  });
});
