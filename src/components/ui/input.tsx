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
        // The rules: controls.css. The font sizes stay here, for tailwind-merge (see there).
        'input text-base md:text-sm',
        type && PICKER_TYPES.has(type) ? 'input-focus-within' : 'input-focus',
        className,
      )}
      {...props}
    />
  );
}

export { Input };
