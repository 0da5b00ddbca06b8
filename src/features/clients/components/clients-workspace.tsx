'use client';

import { KanbanIcon, ListIcon, Loader2Icon, SearchXIcon } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAddressTab } from '@/components/use-address-tab';
import { SearchFilters } from '@/components/search-filters';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlState } from '@/components/use-url-state';
import { cn } from '@/lib/cn';
import type { ClientCard, PipelineColumn } from '../queries';
import { CLIENT_STATUSES, CLIENT_VIEWS, type ClientFilters, type ClientStatus, type ClientsView } from '../schemas';
import { ClientActionIcons } from './client-actions';
import { ClientDialog } from './client-dialog';
import { ClientList } from './client-list';
import { DeleteClientDialog } from './delete-client-dialog';
import { PipelineBoard } from './pipeline-board';
import { useClientBoard } from './use-client-board';

type Props = {
  filters: ClientFilters;
  list: { rows: ClientCard[]; total: number; page: number; pageSize: number };
  /** The Pipeline tab's columns, sent only when that tab is the one shown (null otherwise). */
  pipeline: { columns: PipelineColumn[]; moreCards: string | null } | null;
  canWrite: boolean;
};

/** Search, filter, the Lista and Pipeline tabs, and the edit and delete dialogs they share. */
export function ClientsWorkspace({ filters, list, pipeline, canWrite }: Props) {
  const t = useTranslations('clients');
  const { href, navigate, replaceAddress, loading } = useUrlState();
  const addressView: ClientsView = useSearchParams().get('view') === 'pipeline' ? 'pipeline' : 'lista';
  const [view, setView] = useAddressTab(addressView, (v) => v === 'lista' || pipeline !== null, loading);
  const [editing, setEditing] = useState<ClientCard | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<ClientCard | null>(null);
  const columns = pipeline?.columns;
  const server = useMemo(() => ({ rows: list.rows, columns: columns ?? [] }), [list.rows, columns]);
  const { board, move, remove } = useClientBoard(server);
  const noteMove = useFocusAfterMove(board);

  function switchView(next: string) {
    setView(next as ClientsView);
    const change = { view: next === CLIENT_VIEWS[0] ? null : next };
    // The list comes with every answer; the pipeline's cards are asked for the first time its tab
    // opens. Once here, switching only changes the address, so the view survives a reload.
    if (next === 'pipeline' && !pipeline) navigate(change);
    else replaceAddress(change);
  }

  const handlers = {
    canWrite,
    onMove: (client: ClientCard, to: ClientStatus) => {
      noteMove(client.id);
      move(client, to);
    },
    onEdit: (client: ClientCard) => {
      setEditing(client);
      setEditOpen(true);
    },
    onDelete: setDeleting,
  };

  return (
    <Tabs value={view} onValueChange={switchView} className="grid gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchFilters
          q={filters.q}
          status={filters.status}
          onChange={navigate}
          labels={{
            search: t('searchLabel'),
            searchPlaceholder: t('searchPlaceholder'),
            filter: t('filterLabel'),
            all: t('all'),
          }}
          statuses={CLIENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <TabsList aria-label={t('views')} className="w-full sm:w-fit">
          <TabsTrigger value="lista">
            <ListIcon aria-hidden="true" />
            {t('tabList')}
          </TabsTrigger>
          <TabsTrigger value="pipeline">
            <KanbanIcon aria-hidden="true" />
            {t('tabPipeline')}
          </TabsTrigger>
        </TabsList>
      </div>
      {loading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin text-primary" aria-hidden="true" />
          {t('loading')}
        </p>
      )}
      <div aria-busy={loading} className={cn('transition-opacity', loading && 'opacity-60')}>
        <ClientActionIcons />
        {list.total === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
            <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-semibold">{t('noResults')}</p>
            <Button type="button" variant="outline" onClick={() => navigate({ q: null, status: null, page: null })}>
              {t('clearFilters')}
            </Button>
          </div>
        ) : (
          <>
            <TabsContent value="lista">
              <ClientList
                rows={board.rows}
                total={list.total}
                page={list.page}
                pageSize={list.pageSize}
                pageHref={(page) => href({ page: page > 1 ? String(page) : null })}
                {...handlers}
              />
            </TabsContent>
            <TabsContent value="pipeline" className="grid gap-3">
              {/* Until its cards arrive, the status line above says they are loading. */}
              {pipeline && <PipelineBoard columns={board.columns} {...handlers} />}
              {pipeline?.moreCards && (
                <Button
                  type="button"
                  variant="outline"
                  className="justify-self-center"
                  onClick={() => navigate({ cards: pipeline.moreCards })}
                >
                  {t('showMore')}
                </Button>
              )}
            </TabsContent>
          </>
        )}
      </div>
      <ClientDialog client={editing} open={editOpen} onOpenChange={setEditOpen} listProposals />
      <DeleteClientDialog
        client={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(client) => {
          setDeleting(null);
          remove(client);
        }}
      />
    </Tabs>
  );
}

/**
 * A card that changes stage is re-mounted in its new column, and the focus it had (its status
 * select) would fall to <body>: after each render of the board, if nothing has focus, the moved
 * card's status select of the visible tab takes it back. Its new stage is then what the select
 * reads; the toast (a polite live region) confirms the move.
 */
function useFocusAfterMove(board: unknown) {
  const moved = useRef<string | null>(null);
  const previous = useRef(board);
  useEffect(() => {
    if (previous.current === board) return;
    previous.current = board;
    const active = document.activeElement;
    if (!moved.current || (active && active !== document.body)) return;
    document
      .querySelector<HTMLElement>(`[role="tabpanel"][data-state="active"] [data-client-status="${CSS.escape(moved.current)}"]`)
      ?.focus();
  }, [board]);
  return (clientId: string) => {
    moved.current = clientId;
  };
}
