// The pipeline as the browser shows it while a change is on its way: the same move or delete the
// server is asked to make, applied to the list rows and to the columns with their counts and totals.

export type PipelineCard<S extends string> = { id: string; status: S; valueCents: number };
export type PipelineColumnState<S extends string, C extends PipelineCard<S>> = {
  status: S;
  count: number;
  totalCents: number;
  cards: C[];
};
export type BoardState<S extends string, C extends PipelineCard<S>> = {
  rows: C[];
  columns: PipelineColumnState<S, C>[];
};
export type BoardChange<S extends string> = { type: 'move'; id: string; to: S } | { type: 'delete'; id: string };

function findCard<S extends string, C extends PipelineCard<S>>(state: BoardState<S, C>, id: string): C | undefined {
  return state.rows.find((r) => r.id === id) ?? state.columns.flatMap((c) => c.cards).find((c) => c.id === id);
}

/** The board after one change; a card unknown to the board or a move to its own stage changes nothing. */
export function applyBoardChange<S extends string, C extends PipelineCard<S>>(
  state: BoardState<S, C>,
  change: BoardChange<S>,
): BoardState<S, C> {
  const card = findCard(state, change.id);
  if (!card) return state;
  if (change.type === 'move' && card.status === change.to) return state;
  const moved = change.type === 'move' ? { ...card, status: change.to } : null;

  const rows = moved
    ? state.rows.map((r) => (r.id === card.id ? { ...r, status: moved.status } : r))
    : state.rows.filter((r) => r.id !== card.id);
  const columns = state.columns.map((column) => {
    if (column.status === card.status) {
      return {
        ...column,
        count: Math.max(0, column.count - 1),
        totalCents: column.totalCents - card.valueCents,
        cards: column.cards.filter((c) => c.id !== card.id),
      };
    }
    if (moved && column.status === moved.status) {
      return {
        ...column,
        count: column.count + 1,
        totalCents: column.totalCents + card.valueCents,
        cards: [{ ...card, status: moved.status }, ...column.cards],
      };
    }
    return column;
  });
  return { rows, columns };
}
