'use client';

// A board of stages whose cards move by drag and drop (mouse, finger or keyboard): the Pipeline of
// clients and the projects' board. Each feature says what a card shows and what moving it does;
// the dragging itself, its announcements, the columns and the cards' handle live here once.
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
import { useId, useRef, useState, type KeyboardEventHandler, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { CardMouseSensor, CardTouchSensor, columnKeyboardCoordinates } from './sensors';

// The pointer decides where a mouse or finger drops; the keyboard has no pointer, so the card's rect does.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

/** What a screen reader hears while a card moves, in the interface's language. */
export type BoardTexts = {
  instructions: string;
  start: (name: string, stage: string) => string;
  over: (name: string, stage: string) => string;
  end: (name: string, stage: string) => string;
  outside: (name: string) => string;
  cancel: (name: string, stage: string) => string;
};

type BoardTextKey = 'instructions' | 'start' | 'over' | 'end' | 'outside' | 'cancel';

/** The texts from a feature's `dnd.*` messages ({name}, {stage}). */
export function boardTexts(say: (key: BoardTextKey, values?: { name: string; stage?: string }) => string): BoardTexts {
  return {
    instructions: say('instructions'),
    start: (name, stage) => say('start', { name, stage }),
    over: (name, stage) => say('over', { name, stage }),
    end: (name, stage) => say('end', { name, stage }),
    outside: (name) => say('outside', { name }),
    cancel: (name, stage) => say('cancel', { name, stage }),
  };
}

type BoardProps<Card extends { id: string }, Stage extends string> = {
  cards: readonly Card[];
  stageOf: (card: Card) => Stage;
  nameOf: (card: Card) => string;
  stageName: (stage: Stage) => string;
  texts: BoardTexts;
  onMove: (card: Card, to: Stage) => void;
  /** What a card looks like while it is dragged (the pipeline shows its summary); none keeps the card in place. */
  overlay?: (card: Card) => ReactNode;
  boardRef?: Ref<HTMLDivElement>;
  testId: string;
  children: ReactNode;
};

/** The drag-and-drop context and the scrolling row of columns (a phone swipes from stage to stage). */
export function Board<Card extends { id: string }, Stage extends string>({
  cards,
  stageOf,
  nameOf,
  stageName,
  texts,
  onMove,
  overlay,
  boardRef,
  testId,
  children,
}: BoardProps<Card, Stage>) {
  const [dragging, setDragging] = useState<Card | null>(null);
  const id = useId(); // dnd-kit's own ids would differ between the server's HTML and the browser
  const sensors = useSensors(
    useSensor(CardMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(CardTouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  const name = (cardId: unknown) => {
    const card = byId.get(String(cardId));
    return card ? nameOf(card) : '';
  };
  const stageOfId = (cardId: unknown) => {
    const card = byId.get(String(cardId));
    return card ? stageName(stageOf(card)) : '';
  };
  // The stage last announced: hovering the stage the card came from, or the same one again, says
  // nothing new (and would cut off the pick-up message).
  const lastStage = useRef<unknown>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = byId.get(String(active.id));
      lastStage.current = card ? stageOf(card) : null;
      return texts.start(name(active.id), stageOfId(active.id));
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastStage.current) return undefined;
      lastStage.current = over?.id ?? null;
      return over ? texts.over(name(active.id), stageName(over.id as Stage)) : texts.outside(name(active.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? texts.end(name(active.id), stageName(over.id as Stage)) : texts.outside(name(active.id)),
    onDragCancel: ({ active }) => texts.cancel(name(active.id), stageOfId(active.id)),
  };

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
      onDragStart={({ active }) => setDragging(byId.get(String(active.id)) ?? null)}
      onDragCancel={() => setDragging(null)}
      onDragEnd={({ active, over }) => {
        setDragging(null);
        const card = byId.get(String(active.id));
        if (card && over) onMove(card, over.id as Stage);
      }}
    >
      {/* items-start below lg: on a phone an empty stage is as short as its "empty" line, not as tall as the longest one. */}
      <div
        ref={boardRef}
        data-testid={testId}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 items-start gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0 lg:snap-none lg:items-stretch"
      >
        {children}
      </div>
      {overlay && (
        <DragOverlay dropAnimation={null}>
          {dragging && <div className="rotate-2 rounded-lg border bg-card p-3 shadow-lg">{overlay(dragging)}</div>}
        </DragOverlay>
      )}
    </DndContext>
  );
}

/** One stage: a drop target with its header, its cards, and a line when it has none. */
export function BoardColumn({
  stage,
  headingId,
  canWrite,
  header,
  empty,
  testId,
  footer,
  children,
}: {
  stage: string;
  headingId: string;
  canWrite: boolean;
  header: ReactNode;
  /** Shown when the column has no card. */
  empty: string | null;
  testId: string;
  /** Under the cards (the pipeline says how many it does not show). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: !canWrite });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn(
        'flex w-[78vw] max-w-80 shrink-0 snap-start flex-col gap-2 rounded-xl border bg-muted/40 p-2 transition-colors sm:w-64 lg:w-auto lg:max-w-none lg:min-w-0 lg:flex-1 lg:shrink',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      {header}
      <ul className="grid gap-2">{children}</ul>
      {empty && <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{empty}</p>}
      {footer}
    </section>
  );
}

/**
 * A card a mouse or a finger drags whole; the keyboard drags it from its handle only, so Space and
 * Enter keep working in the card's own select, links and buttons.
 */
export function BoardCard({
  id,
  canWrite,
  handleLabel,
  testId,
  summary,
  children,
}: {
  id: string;
  canWrite: boolean;
  handleLabel: string;
  testId: string;
  summary: ReactNode;
  /** Below the summary: the card's controls (its status select, its actions). */
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id, disabled: !canWrite });
  const { onKeyDown, ...pointer } = listeners ?? {};
  return (
    <li
      ref={setNodeRef}
      {...pointer}
      data-testid={testId}
      className={cn(
        'grid gap-2 rounded-lg border bg-card p-3 shadow-xs',
        canWrite && 'cursor-grab active:cursor-grabbing',
        isDragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1.5">
        {canWrite && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            data-drag-handle
            {...attributes}
            onKeyDown={onKeyDown as KeyboardEventHandler}
            aria-label={handleLabel}
            className="-ml-1 rounded p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <GripVerticalIcon className="size-4" aria-hidden="true" />
          </button>
        )}
        {summary}
      </div>
      {children}
    </li>
  );
}
