'use client';

import { HeadingIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Link } from '@/i18n/navigation';
import type { ProposalPackage } from '@/lib/proposal-pricing';
import { newFreeLine, nextRowKey, type EditorRow, type LineReading } from '../line-rows';
import type { ServiceOption } from '../queries';
import { LineRowEditor } from './line-row';

type Props = {
  rows: EditorRow[];
  readings: ReadonlyMap<string, LineReading>;
  services: ServiceOption[];
  packages: readonly ProposalPackage[];
  onAdd: (service: ServiceOption) => void;
  onChange: (rows: EditorRow[]) => void;
};

/** Section Serviços: catalogue lines, free lines and section headings; each line edited in place, reordered or removed. */
export function ProposalLines({ rows, readings, services, packages, onAdd, onChange }: Props) {
  const t = useTranslations('proposals');
  const [picked, setPicked] = useState('');
  const { list, addSelect, announcement, after } = useLineFocus(rows);
  const rowName = (row: EditorRow) =>
    row.type === 'section' ? row.title || t('addSection') : row.name.trim() || t('addFreeLine');

  function move(index: number, by: number) {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row);
    // The moved line keeps the focus on the same arrow (or the other one at the end of the list).
    after(
      { key: row.key, control: by < 0 ? 'up' : 'down' },
      t('lineMoved', { name: rowName(row), position: index + by + 1, count: rows.length }),
    );
    onChange(next);
  }
  const replace = (row: EditorRow) => onChange(rows.map((r) => (r.key === row.key ? row : r)));
  const remove = (key: string) => {
    const index = rows.findIndex((r) => r.key === key);
    // The line that takes its place, or the one before it; none left: the service picker.
    const neighbour = rows.at(index + 1) ?? (index > 0 ? rows.at(index - 1) : undefined);
    after(neighbour ? { key: neighbour.key, control: 'first' } : null, t('lineRemoved', { name: rowName(rows[index]) }));
    onChange(rows.filter((r) => r.key !== key));
  };
  /** A row appended at the end: its price (or its first field) takes the focus. */
  const appended = (name: string) => after({ key: 'last', control: 'price' }, t('lineAdded', { name }));

  return (
    <div className="grid gap-4">
      {services.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('noActiveServices')}{' '}
          <Link href="/app/services" className="font-medium text-primary underline underline-offset-4">
            {t('manageServices')}
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <NativeSelect
            ref={addSelect}
            aria-label={t('addService')}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            // Grows only beside the button: in the phone's column, flex-1 (basis 0) squeezed it to ~22 px.
            className="sm:flex-1"
          >
            <option value="">{t('addServicePlaceholder')}</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
          <Button
            type="button"
            variant="outline"
            disabled={!picked}
            onClick={() => {
              const service = services.find((s) => s.id === picked);
              if (service) {
                appended(service.name);
                onAdd(service);
              }
              setPicked('');
            }}
          >
            <PlusIcon aria-hidden="true" />
            {t('add')}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            appended(t('addFreeLine'));
            onChange([...rows, newFreeLine()]);
          }}
        >
          <PlusIcon aria-hidden="true" />
          {t('addFreeLine')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            appended(t('addSection'));
            onChange([...rows, { type: 'section', key: nextRowKey(), title: '' }]);
          }}
        >
          <HeadingIcon aria-hidden="true" />
          {t('addSection')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{t('noServices')}</p>
      ) : (
        <ol ref={list} className="grid gap-2">
          {rows.map((row, index) =>
            row.type === 'section' ? (
              <li key={row.key} data-row-key={row.key} className="flex items-center gap-2 pt-2" data-testid="proposal-section">
                <Input
                  aria-label={t('sectionTitle')}
                  value={row.title}
                  maxLength={120}
                  placeholder={t('sectionPlaceholder')}
                  onChange={(e) => replace({ ...row, title: e.target.value })}
                  className="font-semibold"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="hover:text-destructive"
                  aria-label={t('removeSection', { title: row.title || t('addSection') })}
                  onClick={() => remove(row.key)}
                >
                  <Trash2Icon />
                </Button>
              </li>
            ) : (
              <LineRowEditor
                key={row.key}
                line={row}
                reading={readings.get(row.key)!}
                packages={packages}
                first={index === 0}
                last={index === rows.length - 1}
                onChange={replace}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(row.key)}
              />
            ),
          )}
        </ol>
      )}
      {/* Adding, moving and removing lines, said where the change is not at the focus. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="proposal-lines-status">
        {announcement}
      </p>
    </div>
  );
}

type FocusTarget = { key: string; control: 'price' | 'up' | 'down' | 'first' } | null;

/**
 * Where the focus goes after a change of the list re-renders it (the row that had it may be gone
 * or elsewhere), and the polite announcement of the change. `key: 'last'` is the row just appended.
 */
function useLineFocus(rows: EditorRow[]) {
  const list = useRef<HTMLOListElement>(null);
  const addSelect = useRef<HTMLSelectElement>(null);
  const pending = useRef<{ target: FocusTarget } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    const { target } = next;
    const key = target?.key === 'last' ? rows.at(-1)?.key : target?.key;
    const row = key ? list.current?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(key)}"]`) : null;
    const enabled = (el: HTMLElement | null | undefined) => (el && !el.matches(':disabled') ? el : null);
    const first = row?.querySelector<HTMLElement>('input, select, textarea, button:not(:disabled)');
    let element: HTMLElement | null | undefined = null;
    if (row && target) {
      if (target.control === 'price')
        element = enabled(row.querySelector<HTMLElement>(`[id="${CSS.escape(`${key}-price`)}"]`)) ?? first;
      else if (target.control === 'first') element = first;
      else {
        const other = target.control === 'up' ? 'down' : 'up';
        element =
          enabled(row.querySelector<HTMLElement>(`[data-move="${target.control}"]`)) ??
          enabled(row.querySelector<HTMLElement>(`[data-move="${other}"]`));
      }
    }
    (element ?? addSelect.current)?.focus();
  }, [rows]);

  return {
    list,
    addSelect,
    announcement,
    /** Called before a change: where the focus goes once it is rendered, and what to announce. */
    after: (target: FocusTarget, message: string) => {
      pending.current = { target };
      setAnnouncement(message);
    },
  };
}
