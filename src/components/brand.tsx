import { cn } from '@/lib/cn';

/** The Valora mark: a rising bar chart in a rounded square, and the word. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 22v-5M16 22V12M23 22V8"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        className="text-primary-foreground"
      />
    </svg>
  );
}

export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <BrandMark className="size-7" />
      Valora
    </span>
  );
}
