'use client';

import { ErrorCard, type BoundaryError } from '@/components/error-card';

/** A failing page of the public site or the sign-in pages (and a failing signed-in layout). */
export default function SiteError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-12">
      <ErrorCard error={error} reset={reset} home="site" />
    </main>
  );
}
