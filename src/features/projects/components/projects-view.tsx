'use client';

import {
  DndContext,
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
import { useId, useOptimistic, useTransition, type KeyboardEventHandler } from 'react';
import { toast } from 'sonner';
import { NativeSelect } from '@/components/ui/native-select';
import { UrlTabs } from '@/components/url-tabs';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { CardMouseSensor, CardTouchSensor, columnKeyboardCoordinates } from '@/features/clients/components/pipeline-sensors';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/money';
import { PROJECT_STATUSES, type ProjectStatus } from '@/lib/project-statuses';
import { setProjectStatusAction } from '../actions';
import type { ProjectCard } from '../queries';
import { Duration } from './duration';

const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

type Move = { id: string; to: ProjectStatus };

/** /app/projects: the list and the board by status; a card moves by drag and drop or with its select. */
export function ProjectsView({ cards: server, canWrite, view }: { cards: ProjectCard[]; canWrite: boolean; view: string }) {
  const t = useTranslations('projects');
  const showError = useActionErrorToast();
  const [cards, apply] = useOptimistic(server, (state: ProjectCard[], move: Move) =>
    state.map((c) => (c.id === move.id ? { ...c, status: move.to } : c)),
  );
  const [, startTransition] = useTransition();
  const move = (card: ProjectCard, to: ProjectStatus) => {
    if (card.status === to) return;
    startTransition(async () => {
      apply({ id: card.id, to });
      try {
        const result = await setProjectStatusAction(card.id, to);
        if (result.ok) toast.success(t('moved', { name: card.title, stage: t(`statuses.${to}`) }));
        else showError(result.message);
      } catch {
        toast.error(t('saveError'));
      }
    });
  };
  const props = { canWrite, onMove: move };
  return (
    <UrlTabs
      param="view"
      value={view === 'board' ? 'board' : 'list'}
      label={t('viewLabel')}
      tabs={[
        { value: 'list', label: t('list'), content: <ProjectList cards={cards} {...props} /> },
        { value: 'board', label: t('board'), content: <ProjectBoard cards={cards} {...props} /> },
      ]}
    />
  );
}

type Handlers = { canWrite: boolean; onMove: (card: ProjectCard, to: ProjectStatus) => void };

function StatusSelect({ card, canWrite, onMove }: Handlers & { card: ProjectCard }) {
  const t = useTranslations('projects');
  return (
    <NativeSelect
      aria-label={t('moveTo', { name: card.title })}
      value={card.status}
      disabled={!canWrite}
      onChange={(e) => onMove(card, e.target.value as ProjectStatus)}
      className="h-8 text-sm"
      data-testid="project-status"
    >
      {PROJECT_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(`statuses.${s}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

function ProjectList({ cards, ...handlers }: Handlers & { cards: ProjectCard[] }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-3" data-testid="project-list">
      {cards.map((card) => (
        <li
          key={card.id}
          className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_auto_12rem] sm:items-center"
        >
          <div className="grid min-w-0 gap-0.5">
            <Link href={`/app/projects/${card.id}`} className="truncate font-medium hover:underline" data-testid="project-link">
              {card.title}
            </Link>
            <p className="truncate text-sm text-muted-foreground">{card.clientName}</p>
          </div>
          <div className="grid gap-0.5 text-sm tabular-nums sm:text-right">
            <span className="font-semibold">{formatBRL(card.agreedCents, locale)}</span>
            <span className="text-muted-foreground" data-testid="project-hours">
              <Duration minutes={card.spentMinutes} /> / <Duration minutes={card.estimatedMinutes} />
            </span>
          </div>
          <StatusSelect card={card} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

function ProjectBoard({ cards, ...handlers }: Handlers & { cards: ProjectCard[] }) {
  const t = useTranslations('projects');
  const id = useId();
  const sensors = useSensors(
    useSensor(CardMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(CardTouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  const name = (cardId: unknown) => byId.get(String(cardId))?.title ?? '';
  const stage = (status: unknown) => t(`statuses.${status as ProjectStatus}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { name: name(active.id), stage: stage(byId.get(String(active.id))?.status) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { name: name(active.id), stage: stage(over.id) }) : t('dnd.outside', { name: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.end', { name: name(active.id), stage: stage(over.id) }) : t('dnd.outside', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancel', { name: name(active.id), stage: stage(byId.get(String(active.id))?.status) }),
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragEnd={({ active, over }) => {
        const card = byId.get(String(active.id));
        if (card && over) handlers.onMove(card, over.id as ProjectStatus);
      }}
    >
      <div
        data-testid="project-board"
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 items-start gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0 lg:snap-none lg:items-stretch"
      >
        {PROJECT_STATUSES.map((status) => (
          <Column key={status} status={status} cards={cards.filter((c) => c.status === status)} {...handlers} />
        ))}
      </div>
    </DndContext>
  );
}

function Column({ status, cards, ...handlers }: Handlers & { status: ProjectStatus; cards: ProjectCard[] }) {
  const t = useTranslations('projects');
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: !handlers.canWrite });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`project-stage-${status}`}
      data-testid={`project-column-${status}`}
      className={cn(
        'flex w-[78vw] max-w-80 shrink-0 snap-start flex-col gap-2 rounded-xl border bg-muted/40 p-2 transition-colors sm:w-64 lg:w-auto lg:max-w-none lg:min-w-0 lg:flex-1 lg:shrink',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-1 pt-1">
        <h3 id={`project-stage-${status}`} className="truncate text-sm font-semibold">
          {t(`statuses.${status}`)}
        </h3>
        <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium tabular-nums">{cards.length}</span>
      </header>
      <ul className="grid gap-2">
        {cards.map((card) => (
          <BoardCard key={card.id} card={card} {...handlers} />
        ))}
      </ul>
      {cards.length === 0 && (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('emptyColumn')}</p>
      )}
    </section>
  );
}

function BoardCard({ card, ...handlers }: Handlers & { card: ProjectCard }) {
  const t = useTranslations('projects');
  const locale = useLocale();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.id,
    disabled: !handlers.canWrite,
  });
  const { onKeyDown, ...pointer } = listeners ?? {};
  return (
    <li
      ref={setNodeRef}
      {...pointer}
      data-testid="project-card"
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
            aria-label={t('dragHandle', { name: card.title })}
            className="-ml-1 rounded p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <GripVerticalIcon className="size-4" aria-hidden="true" />
          </button>
        )}
        <div className="grid min-w-0 flex-1 gap-0.5">
          <Link href={`/app/projects/${card.id}`} className="truncate text-sm font-medium hover:underline">
            {card.title}
          </Link>
          <p className="truncate text-xs text-muted-foreground">{card.clientName}</p>
          <p className="text-sm font-semibold tabular-nums">{formatBRL(card.agreedCents, locale)}</p>
        </div>
      </div>
      <StatusSelect card={card} {...handlers} />
    </li>
  );
}
