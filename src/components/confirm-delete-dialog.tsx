'use client';

import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

type Props = {
  labels: { title: string; question: string; cancel: string; confirm: string };
  /** What is about to go, shown under the question. */
  name?: string;
  /** What else the deletion touches, shown as a warning under the name. */
  warning?: string;
  onConfirm: () => void;
  /** Either a trigger (the dialog keeps its own state) or a controlled open state. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The one "Tem certeza que deseja excluir...?" dialog of the app. */
export function ConfirmDeleteDialog({ labels, name, warning, onConfirm, trigger, open, onOpenChange }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogTitle>{labels.title}</AlertDialogTitle>
        <AlertDialogDescription>{labels.question}</AlertDialogDescription>
        {name && <p className="truncate text-sm font-medium">{name}</p>}
        {warning && (
          <p
            role="note"
            data-testid="delete-warning"
            className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-foreground"
          >
            {warning}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel>{labels.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{labels.confirm}</AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
