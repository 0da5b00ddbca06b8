'use client';

import { SearchIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { UrlChange } from './use-url-state';

const SEARCH_DELAY_MS = 300;
const ALL = 'todos';

type Props = {
  q: string;
  status: string;
  onChange: (change: UrlChange) => void;
  labels: { search: string; searchPlaceholder: string; filter: string; all: string };
  statuses: { value: string; label: string }[];
};

/** A search box applied as you type and a status filter, both kept in the address ('todos' = no filter). */
export function SearchFilters({ q: urlQ, status, onChange, labels, statuses }: Props) {
  const [q, setQ] = useState(urlQ);
  const input = useRef<HTMLInputElement>(null);
  // The latest onChange, called from the timer without restarting it when the parent re-renders.
  const applySearch = useEffectEvent((next: string) => onChange({ q: next || null, page: null }));

  // Follow the address when it changes elsewhere (clear filters, back button), not while typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setQ(urlQ);
  }, [urlQ]);

  useEffect(() => {
    if (q.trim() === urlQ) return;
    const timer = setTimeout(() => applySearch(q.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, urlQ]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (q.trim() !== urlQ) onChange({ q: q.trim() || null, page: null });
  }

  return (
    <form role="search" onSubmit={submit} className="flex flex-1 flex-col gap-2 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={input}
          type="search"
          aria-label={labels.search}
          placeholder={labels.searchPlaceholder}
          maxLength={100}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className="pl-9"
        />
      </div>
      <NativeSelect
        aria-label={labels.filter}
        value={status}
        onChange={(e) => onChange({ status: e.target.value === ALL ? null : e.target.value, page: null })}
        className="sm:w-48"
      >
        <option value={ALL}>{labels.all}</option>
        {statuses.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </NativeSelect>
    </form>
  );
}
