'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
import { Board, BoardCard, BoardColumn, boardTexts } from '@/components/board/board';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/money';
import type { ClientCard, PipelineColumn } from '../queries';
import type { ClientStatus } from '../schemas';
import { ClientActions, type ClientHandlers } from './client-actions';
import { STATUS_DOT } from './client-status';

/** The Pipeline tab: a column per stage with its count and value; cards move by drag and drop or select. */
export function PipelineBoard({ columns, ...handlers }: ClientHandlers & { columns: PipelineColumn[] }) {
  const t = useTranslations('clients');
  const board = useRef<HTMLDivElement>(null);
  useOpenOnFirstCards(
    board,
    columns.findIndex((c) => c.cards.length > 0),
  );
  return (
    <Board
      cards={columns.flatMap((c) => c.cards)}
      stageOf={(client) => client.status}
      nameOf={(client) => client.name}
      stageName={(status: ClientStatus) => t(`statuses.${status}`)}
      texts={boardTexts((key, values) => t(`dnd.${key}`, values))}
      onMove={handlers.onMove}
      overlay={(client) => <CardSummary client={client} />}
      boardRef={board}
      testId="pipeline-board"
    >
      {columns.map((column) => (
        <Column key={column.status} column={column} {...handlers} />
      ))}
    </Board>
  );
}

/**
 * On a screen narrower than the board (a phone), the first time the board is shown it scrolls to
 * the first stage that has clients, so the first view is cards rather than an empty "Novo lead".
 */
function useOpenOnFirstCards(board: RefObject<HTMLDivElement | null>, firstWithCards: number) {
  const done = useRef(false);
  useEffect(() => {
    const node = board.current;
    if (!node || done.current || firstWithCards <= 0) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || done.current) return;
      done.current = true;
      observer.disconnect();
      const column = node.children[firstWithCards] as HTMLElement | undefined;
      if (!column || node.scrollWidth <= node.clientWidth + 1 || node.scrollLeft > 0) return;
      const padding = parseFloat(getComputedStyle(node).scrollPaddingLeft) || 0;
      const left = column.getBoundingClientRect().left - node.getBoundingClientRect().left + node.scrollLeft - padding;
      node.scrollTo({ left, behavior: 'instant' });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [board, firstWithCards]);
}

function Column({ column, ...handlers }: ClientHandlers & { column: PipelineColumn }) {
  const t = useTranslations('clients');
  const locale = useLocale();
  const hidden = column.count - column.cards.length;
  const headingId = `stage-${column.status}`;
  return (
    <BoardColumn
      stage={column.status}
      headingId={headingId}
      canWrite={handlers.canWrite}
      testId={`pipeline-column-${column.status}`}
      empty={column.cards.length === 0 ? t('emptyColumn') : null}
      footer={hidden > 0 && <p className="px-1 text-xs text-muted-foreground">{t('hiddenInColumn', { count: hidden })}</p>}
      header={
        <header className="grid gap-0.5 px-1 pt-1">
          <div className="flex items-center justify-between gap-2">
            <h3 id={headingId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
              <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', STATUS_DOT[column.status])} />
              <span className="truncate">{t(`statuses.${column.status}`)}</span>
            </h3>
            <span
              className="rounded-full bg-background px-2 py-0.5 text-xs font-medium tabular-nums"
              data-testid="column-count"
              aria-label={t('columnCount', { count: column.count })}
            >
              {column.count}
            </span>
          </div>
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="column-total">
            {formatBRL(column.totalCents, locale)}
          </p>
        </header>
      }
    >
      {column.cards.map((client) => (
        <BoardCard
          key={client.id}
          id={client.id}
          canWrite={handlers.canWrite}
          handleLabel={t('dragHandle', { name: client.name })}
          testId="pipeline-card"
          summary={<CardSummary client={client} />}
        >
          <ClientActions client={client} {...handlers} stacked />
        </BoardCard>
      ))}
    </BoardColumn>
  );
}

function CardSummary({ client }: { client: ClientCard }) {
  const locale = useLocale();
  return (
    <div className="grid min-w-0 flex-1 gap-0.5">
      <p className="truncate text-sm font-medium" data-testid="client-name">
        {client.name}
      </p>
      {client.project && <p className="line-clamp-2 text-xs text-muted-foreground">{client.project}</p>}
      <p className="text-sm font-semibold tabular-nums">{formatBRL(client.valueCents, locale)}</p>
    </div>
  );
}
