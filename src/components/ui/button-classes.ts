// The button's classes as plain strings, for the small client islands of the public pages (the
// header's menus, the carousel, the error boundary): button.tsx resolves Tailwind conflicts with
// tailwind-merge and renders Radix's Slot: about 11 KiB gzip of JavaScript that every page loaded
// for a few class names (issue 17). buttonClass joins without conflict resolution: pass only
// classes that do not fight the variant's (layout, width, gap).
export const BUTTON_BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:border-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0";

export const BUTTON_VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
  destructive: 'bg-destructive text-white shadow-xs hover:bg-destructive/90',
  outline:
    'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:border-input dark:hover:bg-input/50',
  secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

export const BUTTON_SIZES = {
  default: 'h-9 px-4 py-2 has-[>svg]:px-3',
  sm: 'h-8 rounded-md gap-1.5 px-3 has-[>svg]:px-2.5',
  lg: 'h-10 rounded-md px-6 has-[>svg]:px-4',
  icon: 'size-9',
} as const;

export function buttonClass({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: keyof typeof BUTTON_VARIANTS; size?: keyof typeof BUTTON_SIZES; className?: string } = {}): string {
  const extra = `${BUTTON_SIZES[size]} ${className ?? ''}`;
  // The one conflict of the table itself: the small size's gap replaces the base's.
  const base = /(^|\s)gap-/.test(extra) ? BUTTON_BASE.replace('gap-2 ', '') : BUTTON_BASE;
  return [base, BUTTON_VARIANTS[variant], extra.trim()].join(' ');
}
