'use client';

import { Loader2Icon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { type MouseEvent, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { localizedPath } from '@/i18n/localized-path';
import { useAddressTab } from './use-address-tab';
import { useUrlState } from './use-url-state';

/** `content` undefined: a tab the server left out (only the shown one is rendered); opening it asks for it. */
type Tab = { value: string; label: string; content?: ReactNode };

/** A click that asks the browser for another tab or window: the link keeps doing that. */
function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Tabs whose choice lives in the address (`?<param>=`), so a tab can be linked to and survives a
 * reload. A WAI-ARIA tab list (Radix Tabs: one tab in the Tab order, ArrowLeft/Right, Home and End
 * move between tabs and activate them, Enter and Space activate), whose tabs are also links to their
 * address: a middle- or Ctrl-click opens the tab elsewhere, and without JavaScript the link loads it.
 * Switching to a tab whose content came with the page only changes the address; to one the server
 * left out, it asks the server for the page at the new address (the tab shows "Carregando..." until
 * then). Never a full page load.
 */
export function UrlTabs({ tabs, param, label }: { tabs: Tab[]; param: string; label: string }) {
  const { href, navigate, replaceAddress, loading } = useUrlState();
  const locale = useLocale();
  const common = useTranslations('common');
  // The tab the address names (the server renders the page from the same address): none, or an
  // unknown one, is the first tab, whose address has no parameter.
  const named = useSearchParams().get(param);
  const address = tabs.some((tab) => tab.value === named) ? named! : tabs[0].value;
  const [current, setCurrent] = useAddressTab(
    address,
    (name) => tabs.find((tab) => tab.value === name)?.content !== undefined,
    loading,
  );
  const changeTo = (tab: string) => ({ [param]: tab === tabs[0].value ? null : tab });
  const addressOf = (tab: string) => href(changeTo(tab));
  const select = (next: string) => {
    setCurrent(next);
    const change = changeTo(next);
    if (tabs.find((tab) => tab.value === next)?.content === undefined) navigate(change);
    else replaceAddress(change);
  };
  return (
    <Tabs value={current} onValueChange={select} className="grid gap-6">
      <TabsList aria-label={label} className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="h-8" asChild>
            <a
              href={localizedPath(addressOf(tab.value), locale)}
              // Radix writes type="button" on its trigger: no attribute of a link.
              type={undefined}
              // The selected tab is the list's one stop from the server's HTML on (Radix sets it
              // only once hydrated, so before that, and without JavaScript, no tab was reachable).
              tabIndex={tab.value === current ? 0 : -1}
              // Radix activates a tab on a plain mouse-down; a modified click only opens the link.
              onMouseDown={(event) => {
                if (opensElsewhere(event)) event.preventDefault();
              }}
              // Space activates a tab, as on a button; on a link it would scroll the page.
              onKeyDown={(event) => {
                if (event.key !== ' ') return;
                event.preventDefault();
                select(tab.value);
              }}
              // A plain click (or Enter) has activated the tab already: no page load.
              onClick={(event) => {
                if (!opensElsewhere(event)) event.preventDefault();
              }}
            >
              {tab.label}
            </a>
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="grid gap-6">
          {tab.content ?? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2Icon className="size-4 animate-spin text-primary" aria-hidden="true" />
              {common('loading')}
            </p>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
