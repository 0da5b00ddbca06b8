'use client';

import { ErrorCard, type BoundaryError } from '@/components/error-card';

/** A failing signed-in page: shown inside the app's shell, so the navigation stays usable. */
export default function AppError({ error, reset }: { error: BoundaryError; reset: () => void }) {
  return (
    <div className="py-6">
      <ErrorCard error={error} reset={reset} home="dashboard" />
    </div>
  );
}
