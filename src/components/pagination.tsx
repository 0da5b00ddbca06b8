import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

type Props = {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** "Mostrando 1–25 de 60": always shown, with or without other pages. */
  summary: string;
  labels: { nav: string; previous: string; next: string };
};

/** Previous / next links of a list paged through its address. */
export function Pagination({ page, pages, href, summary, labels }: Props) {
  return (
    <nav aria-label={labels.nav} className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
      <p role="status">{summary}</p>
      {pages > 1 && (
        <div className="flex gap-2">
          <PageLink href={href(page - 1)} disabled={page <= 1} rel="prev">
            <ChevronLeftIcon aria-hidden="true" />
            {labels.previous}
          </PageLink>
          <PageLink href={href(page + 1)} disabled={page >= pages} rel="next">
            {labels.next}
            <ChevronRightIcon aria-hidden="true" />
          </PageLink>
        </div>
      )}
    </nav>
  );
}

function PageLink({ href, disabled, rel, children }: { href: string; disabled: boolean; rel: string; children: ReactNode }) {
  const className = cn(buttonVariants({ variant: 'outline', size: 'sm' }), disabled && 'pointer-events-none opacity-50');
  if (disabled)
    return (
      <span aria-disabled="true" className={className}>
        {children}
      </span>
    );
  return (
    <Link href={href} rel={rel} scroll={false} className={className}>
      {children}
    </Link>
  );
}
