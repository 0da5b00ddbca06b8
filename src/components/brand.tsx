// No tailwind-merge here: the mark sits in the error boundary, which every page loads (issue 17).

/** The Valora mark: a rising bar chart in a rounded square, and the word. `className` replaces its size (size-8). */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
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

/** `className` replaces the word's size (text-lg), as the app header's text-base does. */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className ?? 'text-lg'}`}>
      <BrandMark className="size-7" />
      Valora
    </span>
  );
}
