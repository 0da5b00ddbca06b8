'use client';

import { SearchIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { CLIENT_STATUSES, type ClientFilters } from '../schemas';

export type UrlChange = Record<string, string | null>;
const SEARCH_DELAY_MS = 300;

/** The search box (applied as you type) and the status filter; both live in the URL. */
export function ClientsFilters({ filters, onChange }: { filters: ClientFilters; onChange: (change: UrlChange) => void }) {
  const t = useTranslations('clients');
  const [q, setQ] = useState(filters.q);
  const input = useRef<HTMLInputElement>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  // Follow the URL when it changes elsewhere (clear filters, back button), not while typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setQ(filters.q);
  }, [filters.q]);

  useEffect(() => {
    if (q.trim() === filters.q) return;
    const timer = setTimeout(() => latestOnChange.current({ q: q.trim() || null, page: null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, filters.q]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (q.trim() !== filters.q) onChange({ q: q.trim() || null, page: null });
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
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className="pl-9"
        />
      </div>
      <NativeSelect
        aria-label={t('filterLabel')}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value === 'todos' ? null : e.target.value, page: null })}
        className="sm:w-48"
      >
        <option value="todos">{t('all')}</option>
        {CLIENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`statuses.${s}`)}
          </option>
        ))}
      </NativeSelect>
    </form>
  );
}
