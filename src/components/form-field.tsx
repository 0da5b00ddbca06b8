import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/**
 * A labelled form control with its hint (while there is no error) and its error below; the ids
 * `{id}-hint` and `{id}-error` are for the control's aria-describedby.
 * Rows pack at the top: beside a taller field (one showing an error), label and control stay put.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
