import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/lib/action-result';

describe('ActionResult', () => {
  it('ok carries the data, flagged ok so the caller can tell it from a failure', () => {
    expect(ok({ id: 'p1' })).toEqual({ ok: true, data: { id: 'p1' } });
    expect(ok(null)).toStrictEqual({ ok: true, data: null });
  });

  it('fail carries a message key for the caller to translate, and the field errors when there are some', () => {
    expect(fail('clients.invalidValue')).toStrictEqual({ ok: false, message: 'clients.invalidValue', fieldErrors: undefined });
    expect(fail('clients.invalidValue', { name: 'clients.nameRequired' })).toStrictEqual({
      ok: false,
      message: 'clients.invalidValue',
      fieldErrors: { name: 'clients.nameRequired' },
    });
  });
});
