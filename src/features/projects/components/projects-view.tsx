'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useOptimistic, useTransition } from 'react';
import { toast } from 'sonner';
import { Board, BoardCard, BoardColumn, boardTexts } from '@/components/board/board';
import { NativeSelect } from '@/components/ui/native-select';
import { UrlTabs } from '@/components/url-tabs';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { Link } from '@/i18n/navigation';
import { formatBRL } from '@/lib/money';
import { PROJECT_STATUSES, type ProjectStatus } from '@/lib/project-statuses';
import { setProjectStatusAction } from '../actions';
import type { ProjectCard } from '../queries';
import { Duration } from './duration';

type Move = { id: string; to: ProjectStatus };

/** /app/projects: the list and the board by status; a card moves by drag and drop or with its select. */
export function ProjectsView({ cards: server, canWrite }: { cards: ProjectCard[]; canWrite: boolean }) {
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
  return (
    <Board
      cards={cards}
      stageOf={(card) => card.status}
      nameOf={(card) => card.title}
      stageName={(status: ProjectStatus) => t(`statuses.${status}`)}
      texts={boardTexts((key, values) => t(`dnd.${key}`, values))}
      onMove={handlers.onMove}
      testId="project-board"
    >
      {PROJECT_STATUSES.map((status) => (
        <Column key={status} status={status} cards={cards.filter((c) => c.status === status)} {...handlers} />
      ))}
    </Board>
  );
}

function Column({ status, cards, ...handlers }: Handlers & { status: ProjectStatus; cards: ProjectCard[] }) {
  const t = useTranslations('projects');
  const locale = useLocale();
  const headingId = `project-stage-${status}`;
  return (
    <BoardColumn
      stage={status}
      headingId={headingId}
      canWrite={handlers.canWrite}
      testId={`project-column-${status}`}
      empty={cards.length === 0 ? t('emptyColumn') : null}
      header={
        <header className="flex items-center justify-between gap-2 px-1 pt-1">
          <h3 id={headingId} className="truncate text-sm font-semibold">
            {t(`statuses.${status}`)}
          </h3>
          <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium tabular-nums">{cards.length}</span>
        </header>
      }
    >
      {cards.map((card) => (
        <BoardCard
          key={card.id}
          id={card.id}
          canWrite={handlers.canWrite}
          handleLabel={t('dragHandle', { name: card.title })}
          testId="project-card"
          summary={
            <div className="grid min-w-0 flex-1 gap-0.5">
              <Link href={`/app/projects/${card.id}`} className="truncate text-sm font-medium hover:underline">
                {card.title}
              </Link>
              <p className="truncate text-xs text-muted-foreground">{card.clientName}</p>
              <p className="text-sm font-semibold tabular-nums">{formatBRL(card.agreedCents, locale)}</p>
            </div>
          }
        >
          <StatusSelect card={card} {...handlers} />
        </BoardCard>
      ))}
    </BoardColumn>
  );
}
