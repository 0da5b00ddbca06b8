import { Loader2Icon } from 'lucide-react';

/** A centered spinner with a visible label, for whole-page loading states. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] w-full flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
