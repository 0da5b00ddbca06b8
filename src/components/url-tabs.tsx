'use client';

import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlState } from './use-url-state';

type Tab = { value: string; label: string; content: ReactNode };

/**
 * Tabs whose choice lives in the address (`?<param>=`), so a tab can be linked to and survives a
 * reload. Every panel is already rendered: switching only changes the address.
 */
export function UrlTabs({ tabs, value, param, label }: { tabs: Tab[]; value: string; param: string; label: string }) {
  const { href } = useUrlState();
  const [current, setCurrent] = useState(value);
  return (
    <Tabs
      value={current}
      onValueChange={(next) => {
        setCurrent(next);
        window.history.replaceState(null, '', href({ [param]: next === tabs[0].value ? null : next }));
      }}
      className="grid gap-6"
    >
      <TabsList aria-label={label} className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="h-8">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="grid gap-6">
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
