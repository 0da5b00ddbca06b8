'use client';

import { DownloadIcon, TableIcon } from 'lucide-react';
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the page runs in the browser. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A chart with its table: the table is always in the page for screen readers (visually hidden
 * until "Ver tabela"), the chart is hidden from them. `csvHref` links the table's CSV file.
 * The chart is drawn in the browser only: on the server Recharts could only measure an empty box,
 * so rendering it there is CPU spent on every answer for nothing (its box keeps its height meanwhile).
 */
export function ChartCard({
  id,
  title,
  description,
  chart,
  table,
  csvHref,
  labels,
}: {
  id: string;
  title: string;
  description?: string;
  chart?: ReactNode;
  table: ReactNode;
  csvHref?: string;
  /** The buttons' texts (translated by the server page). */
  labels: { showTable: string; hideTable: string; csv: string };
}) {
  const tableId = useId();
  const [shown, setShown] = useState(!chart);
  const inBrowser = useInBrowser();
  return (
    <Card data-testid={`chart-${id}`} className="min-w-0">
      <CardHeader className="gap-2">
        <CardTitle>
          <h2 className="text-lg font-semibold">{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        <div className="flex flex-wrap gap-2">
          {chart && (
            <button
              type="button"
              aria-expanded={shown}
              aria-controls={tableId}
              onClick={() => setShown((v) => !v)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <TableIcon aria-hidden="true" />
              {shown ? labels.hideTable : labels.showTable}
            </button>
          )}
          {csvHref && (
            <a href={csvHref} download className={buttonVariants({ variant: 'outline', size: 'sm' })} data-testid={`csv-${id}`}>
              <DownloadIcon aria-hidden="true" />
              {labels.csv}
            </a>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {chart && (
          // The table below says the same to screen readers and keyboards: the drawing is neither read
          // nor focusable (Recharts makes its surface focusable; inert takes it out of the tab order).
          <div aria-hidden="true" inert className="h-64 w-full min-w-0">
            {inBrowser ? chart : null}
          </div>
        )}
        {/* Hidden, the table is for screen readers only: not a scrolling region then. Shown, a wide
            table scrolls sideways on a phone: the region takes the focus so the keyboard can scroll it. */}
        <div
          id={tableId}
          role={shown ? 'region' : undefined}
          aria-label={shown ? title : undefined}
          tabIndex={shown ? 0 : undefined}
          className={cn(
            'min-w-0',
            shown ? 'overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring' : 'sr-only',
          )}
        >
          {table}
        </div>
      </CardContent>
    </Card>
  );
}
