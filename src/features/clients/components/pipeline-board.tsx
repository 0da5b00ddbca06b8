'use client';

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
} from '@dnd-kit/core';
import { GripVerticalIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEventHandler, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/money';
import type { ClientCard, PipelineColumn } from '../queries';
import type { ClientStatus } from '../schemas';
import { ClientActions, type ClientHandlers } from './client-actions';
import { STATUS_DOT } from './client-status';
import { CardMouseSensor, CardTouchSensor, columnKeyboardCoordinates } from './pipeline-sensors';

// The pointer decides where a mouse or finger drops; the keyboard has no pointer, so the card's rect does.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

/** The Pipeline tab: a column per stage with its count and value; cards move by drag and drop or select. */
export function PipelineBoard({ columns, ...handlers }: ClientHandlers & { columns: PipelineColumn[] }) {
  const t = useTranslations('clients');
  const [dragging, setDragging] = useState<ClientCard | null>(null);
  const id = useId(); // dnd-kit's own ids would differ between the server's HTML and the browser
  const sensors = useSensors(
    useSensor(CardMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(CardTouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const cards = new Map(columns.flatMap((c) => c.cards).map((c) => [c.id, c]));
  const board = useRef<HTMLDivElement>(null);
  useOpenOnFirstCards(
    board,
    columns.findIndex((c) => c.cards.length > 0),
  );
  const stage = (id: unknown) => t(`statuses.${id as ClientStatus}`);
  const nameOf = (id: unknown) => cards.get(String(id))?.name ?? '';
  // The stage last announced: hovering the stage the card came from, or the same one again, says
  // nothing new (and would cut off the pick-up message).
  const lastStage = useRef<unknown>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastStage.current = cards.get(String(active.id))?.status;
      return t('dnd.start', { name: nameOf(active.id), stage: stage(lastStage.current) });
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastStage.current) return undefined;
      lastStage.current = over?.id ?? null;
      return over
        ? t('dnd.over', { name: nameOf(active.id), stage: stage(over.id) })
        : t('dnd.outside', { name: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.end', { name: nameOf(active.id), stage: stage(over.id) }) : t('dnd.outside', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('dnd.cancel', { name: nameOf(active.id), stage: stage(cards.get(String(active.id))?.status) }),
  };

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={({ active }) => setDragging(cards.get(String(active.id)) ?? null)}
      onDragCancel={() => setDragging(null)}
      onDragEnd={({ active, over }) => {
        setDragging(null);
        const client = cards.get(String(active.id));
        if (client && over) handlers.onMove(client, over.id as ClientStatus);
      }}
    >
      {/* items-start below lg: on a phone an empty stage is as short as its "no clients" line, not as tall as the longest one. */}
      <div
        ref={board}
        data-testid="pipeline-board"
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 items-start gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0 lg:snap-none lg:items-stretch"
      >
        {columns.map((column) => (
          <Column key={column.status} column={column} {...handlers} />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="rotate-2 rounded-lg border bg-card p-3 shadow-lg">
            <CardSummary client={dragging} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
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
  const { setNodeRef, isOver } = useDroppable({ id: column.status, disabled: !handlers.canWrite });
  const hidden = column.count - column.cards.length;
  const headingId = `stage-${column.status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`pipeline-column-${column.status}`}
      className={cn(
        'flex w-[78vw] max-w-80 shrink-0 snap-start flex-col gap-2 rounded-xl border bg-muted/40 p-2 transition-colors sm:w-64 lg:w-auto lg:max-w-none lg:min-w-0 lg:flex-1 lg:shrink',
        isOver && 'border-primary bg-primary/5',
      )}
    >
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
      <ul className="grid gap-2">
        {column.cards.map((client) => (
          <DraggableCard key={client.id} client={client} {...handlers} />
        ))}
      </ul>
      {column.cards.length === 0 && (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('emptyColumn')}</p>
      )}
      {hidden > 0 && <p className="px-1 text-xs text-muted-foreground">{t('hiddenInColumn', { count: hidden })}</p>}
    </section>
  );
}

function DraggableCard({ client, ...handlers }: ClientHandlers & { client: ClientCard }) {
  const t = useTranslations('clients');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: client.id,
    disabled: !handlers.canWrite,
  });
  // A mouse or a finger drags the whole card; the keyboard drags from the handle only, so Space
  // and Enter keep working in the card's select and buttons.
  const { onKeyDown, ...pointer } = listeners ?? {};
  return (
    <li
      ref={setNodeRef}
      {...pointer}
      data-testid="pipeline-card"
      className={cn(
        'grid gap-2 rounded-lg border bg-card p-3 shadow-xs',
        handlers.canWrite && 'cursor-grab active:cursor-grabbing',
        isDragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1.5">
        {handlers.canWrite && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            data-drag-handle
            {...attributes}
            onKeyDown={onKeyDown as KeyboardEventHandler}
            aria-label={t('dragHandle', { name: client.name })}
            className="-ml-1 rounded p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <GripVerticalIcon className="size-4" aria-hidden="true" />
          </button>
        )}
        <CardSummary client={client} />
      </div>
      <ClientActions client={client} {...handlers} stacked />
    </li>
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
