import { describe, expect, it } from 'vitest';
import { clientsPageParamsSchema } from '@/features/clients/schemas';

describe('the CRM address', () => {
  it('reads the page address defensively: unknown or hostile values fall back to defaults', () => {
    expect(clientsPageParamsSchema.parse({})).toEqual({ q: '', status: 'todos', view: 'lista', page: 1, cards: 0 });
    expect(
      clientsPageParamsSchema.parse({ q: ['a', 'b'], status: 'vip', view: 'kanban', page: '-3', cards: 'muitos' }),
    ).toEqual({ q: '', status: 'todos', view: 'lista', page: 1, cards: 0 });
    expect(clientsPageParamsSchema.parse({ q: '  joão ', status: 'ativo', view: 'pipeline', page: '2', cards: '40' })).toEqual({
      q: 'joão',
      status: 'ativo',
      view: 'pipeline',
      page: 2,
      cards: 40,
    });
    expect(clientsPageParamsSchema.parse({ q: 'x'.repeat(500) }).q).toBe('');
  });
});
