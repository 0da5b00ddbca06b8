import * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * Types whose keyboard focus moves through parts inside the input (day, month, year, then the
 * calendar button, where the input no longer matches :focus or :focus-visible): the ring follows
 * :focus-within, so every one of those Tab stops shows it.
 */
const PICKER_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30',
        type && PICKER_TYPES.has(type)
          ? 'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring'
          : 'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
        className,
      )}
      {...props}
    />
  );
}

export { Input };
