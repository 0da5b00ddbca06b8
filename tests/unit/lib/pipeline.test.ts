import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBoardChange, type BoardState } from '@/lib/pipeline';

type S = 'novo' | 'ativo' | 'pendente';
type Card = { id: string; status: S; valueCents: number; name: string };
const STAGES: S[] = ['novo', 'ativo', 'pendente'];

function board(cards: Card[], hiddenPerColumn = 0): BoardState<S, Card> {
  return {
    rows: cards,
    columns: STAGES.map((status) => {
      const own = cards.filter((c) => c.status === status);
      return {
        status,
        count: own.length + hiddenPerColumn,
        totalCents: own.reduce((sum, c) => sum + c.valueCents, 0) + hiddenPerColumn * 100,
        cards: own,
      };
    }),
  };
}

const ana: Card = { id: 'a', status: 'novo', valueCents: 1_000, name: 'Ana' };
const bia: Card = { id: 'b', status: 'novo', valueCents: 2_500, name: 'Bia' };
const caio: Card = { id: 'c', status: 'ativo', valueCents: 700, name: 'Caio' };

describe('applyBoardChange', () => {
  it('moves a card to the top of its new column with counts and totals, and changes its row', () => {
    const next = applyBoardChange(board([ana, bia, caio]), { type: 'move', id: 'b', to: 'ativo' });
    expect(next.columns).toEqual([
      { status: 'novo', count: 1, totalCents: 1_000, cards: [ana] },
      { status: 'ativo', count: 2, totalCents: 3_200, cards: [{ ...bia, status: 'ativo' }, caio] },
      { status: 'pendente', count: 0, totalCents: 0, cards: [] },
    ]);
    expect(next.rows.map((r) => [r.id, r.status])).toEqual([
      ['a', 'novo'],
      ['b', 'ativo'],
      ['c', 'ativo'],
    ]);
  });

  it('deletes a card from its row and its column', () => {
    const next = applyBoardChange(board([ana, bia, caio]), { type: 'delete', id: 'a' });
    expect(next.rows).toEqual([bia, caio]);
    expect(next.columns[0]).toEqual({ status: 'novo', count: 1, totalCents: 2_500, cards: [bia] });
  });

  it('leaves the board alone for an unknown card or a move to the same stage', () => {
    const state = board([ana, caio]);
    expect(applyBoardChange(state, { type: 'move', id: 'zzz', to: 'ativo' })).toBe(state);
    expect(applyBoardChange(state, { type: 'delete', id: 'zzz' })).toBe(state);
    expect(applyBoardChange(state, { type: 'move', id: 'a', to: 'novo' })).toBe(state);
  });

  it('keeps counts and totals of cards beyond those shown (the server counts every client)', () => {
    const next = applyBoardChange(board([ana], 5), { type: 'move', id: 'a', to: 'pendente' });
    expect(next.columns.map((c) => [c.count, c.totalCents])).toEqual([
      [5, 500],
      [5, 500],
      [6, 1_500],
    ]);
  });

  it('finds a card shown on the board but not among the list rows (another page of the list)', () => {
    const state = { ...board([ana, caio]), rows: [caio] };
    const moved = applyBoardChange(state, { type: 'move', id: 'a', to: 'pendente' });
    expect(moved.rows).toEqual([caio]);
    expect(moved.columns.map((c) => [c.status, c.count, c.totalCents, c.cards.map((x) => x.id)])).toEqual([
      ['novo', 0, 0, []],
      ['ativo', 1, 700, ['c']],
      ['pendente', 1, 1_000, ['a']],
    ]);
    expect(moved.columns[2].cards[0].status).toBe('pendente');
    const deleted = applyBoardChange(state, { type: 'delete', id: 'a' });
    expect(deleted.rows).toEqual([caio]);
    expect(deleted.columns[0]).toEqual({ status: 'novo', count: 0, totalCents: 0, cards: [] });
  });

  it('never shows a negative count when the column’s count was already behind', () => {
    const state = board([ana]);
    state.columns[0] = { ...state.columns[0], count: 0 };
    expect(applyBoardChange(state, { type: 'delete', id: 'a' }).columns[0].count).toBe(0);
  });

  it('a delete leaves the other columns as they were', () => {
    const state = board([ana, caio]);
    const next = applyBoardChange(state, { type: 'delete', id: 'a' });
    expect(next.columns[1]).toBe(state.columns[1]);
    expect(next.columns[2]).toBe(state.columns[2]);
  });

  it('any sequence of moves and deletes keeps every column equal to the rows of its stage (property)', () => {
    const cardArb = fc.record({
      id: fc.uuid(),
      status: fc.constantFrom(...STAGES),
      valueCents: fc.integer({ min: 0, max: 10_000_000 }),
      name: fc.string(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(cardArb, { selector: (c) => c.id, maxLength: 12 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat(), fc.constantFrom(...STAGES)), { maxLength: 20 }),
        (cards, changes) => {
          let state = board(cards);
          for (const [isDelete, index, to] of changes) {
            const id = cards.length ? cards[index % cards.length].id : 'none';
            state = applyBoardChange(state, isDelete ? { type: 'delete', id } : { type: 'move', id, to });
          }
          for (const column of state.columns) {
            const rows = state.rows.filter((r) => r.status === column.status);
            expect(column.count).toBe(column.cards.length);
            expect(column.totalCents).toBe(rows.reduce((sum, r) => sum + r.valueCents, 0));
            expect(column.cards.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
            expect(column.cards.every((c) => c.status === column.status)).toBe(true);
          }
        },
      ),
    );
  });
});
