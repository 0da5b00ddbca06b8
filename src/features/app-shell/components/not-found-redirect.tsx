'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';

export const NOT_FOUND_REDIRECT_MS = 2000;

/** After 2 s, leaves the not-found page for the dashboard (signed in) or the home page. */
export function NotFoundRedirect({ target, label, goNow }: { target: string; label: string; goNow: string }) {
  const router = useRouter();
  useEffect(() => {
    const id = setTimeout(() => router.replace(target), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [router, target]);
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
      <Button asChild variant="outline">
        <Link href={target}>{goNow}</Link>
      </Button>
    </div>
  );
}
