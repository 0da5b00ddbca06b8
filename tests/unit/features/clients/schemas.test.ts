import { describe, expect, it } from 'vitest';
import { clientSchema, clientsPageParamsSchema } from '@/features/clients/schemas';

describe('the CRM address', () => {
  it('reads the page address defensively: unknown or hostile values fall back to defaults', () => {
    expect(clientsPageParamsSchema.parse({})).toEqual({ q: '', status: 'todos', view: 'lista', page: 1, cards: 0 });
    expect(clientsPageParamsSchema.parse({ q: ['a', 'b'], status: 'vip', view: 'kanban', page: '-3', cards: 'muitos' })).toEqual({
      q: '',
      status: 'todos',
      view: 'lista',
      page: 1,
      cards: 0,
    });
    expect(clientsPageParamsSchema.parse({ q: '  joão ', status: 'ativo', view: 'pipeline', page: '2', cards: '40' })).toEqual({
      q: 'joão',
      status: 'ativo',
      view: 'pipeline',
      page: 2,
      cards: 40,
    });
    expect(clientsPageParamsSchema.parse({ q: 'x'.repeat(500) }).q).toBe('');
  });

  it('keeps a CPF or CNPJ as digits after checking its check digits; empty is none', () => {
    const parse = (document: string) => clientSchema.safeParse({ name: 'Maria', document });
    expect(parse('529.982.247-25')).toMatchObject({ success: true, data: { document: '52998224725' } });
    expect(parse('11.222.333/0001-81')).toMatchObject({ success: true, data: { document: '11222333000181' } });
    expect(parse('')).toMatchObject({ success: true, data: { document: null } });
    for (const bad of ['529.982.247-24', '111.111.111-11', '11.222.333/0001-80', '12345']) {
      expect(parse(bad).error?.issues[0].message).toBe('clients.invalidDocument');
    }
  });
});
