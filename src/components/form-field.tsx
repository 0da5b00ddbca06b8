import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/**
 * The attributes that tie a control to its error or hint: `aria-invalid` while there is an error,
 * and `aria-describedby` naming the paragraph FormField shows (`{id}-error`, else `{id}-hint`).
 * The one way a form attaches a field error; see docs/forms.md.
 */
export function fieldAria(id: string, { error, hint }: { error?: string | null; hint?: string | null }) {
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

/**
 * A labelled form control with its hint (while there is no error) and its error below; the control
 * takes `fieldAria(id, { error, hint })` so a screen reader reads the same paragraph that shows.
 * Rows pack at the top: beside a taller field (one showing an error), label and control stay put.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && <FieldError id={id}>{error}</FieldError>}
    </div>
  );
}

/** A field's error paragraph, for a control laid out without FormField (a proposal line, a checkbox). */
export function FieldError({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <p id={`${id}-error`} className={cn('text-sm text-destructive-text', className)}>
      {children}
    </p>
  );
}
