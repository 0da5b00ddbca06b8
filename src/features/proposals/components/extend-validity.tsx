'use client';

import { CalendarClockIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldAria, FieldError } from '@/components/form-field';
import { useActionForm } from '@/components/use-action-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { useRouter } from '@/i18n/navigation';
import { extendProposalValidityAction } from '../actions';

type Props = {
  proposalId: string;
  /** The date the notice tells about ("expirou em ..."), already formatted. */
  expiredOn: string;
  /** The first date the server takes ('YYYY-MM-DD', today in Brasília) and the one offered. */
  minDate: string;
  suggested: string;
  disabled?: boolean;
};

/**
 * The notice of a sent proposal whose "Válida até" has passed: the client can no longer answer.
 * A new date reopens the same link (nothing else changes, so no new version).
 */
export function ExtendValidity({ proposalId, expiredOn, minDate, suggested, disabled }: Props) {
  const t = useTranslations('proposals');
  const showError = useActionErrorToast();
  const router = useRouter();
  const [validUntil, setValidUntil] = useState(suggested);
  const { submit, pending, errorOf, clearError } = useActionForm({
    action: (input: { validUntil: string }) => extendProposalValidityAction(proposalId, input),
    fields: ['validUntil'],
    onSuccess: () => {
      toast.success(t('validityExtended'));
      router.refresh();
    },
    // The date's error shows under the form and its message as a toast too (as before: the notice is short).
    onRefused: (refusal) => showError(refusal.message),
    onError: () => toast.error(t('saveError')),
  });
  const error = errorOf('validUntil');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit({ validUntil });
  }

  return (
    <section
      aria-labelledby="expired-title"
      data-testid="expired-notice"
      className="grid gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
    >
      <div className="flex items-start gap-2">
        <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
        <div className="grid gap-1">
          <h2 id="expired-title" className="font-semibold">
            {t('expiredTitle')}
          </h2>
          <p>{t('expiredNotice', { date: expiredOn })}</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="extend-valid-until">{t('newValidUntil')}</Label>
          <Input
            id="extend-valid-until"
            type="date"
            min={minDate}
            value={validUntil}
            disabled={disabled}
            onChange={(e) => {
              setValidUntil(e.target.value);
              clearError('validUntil');
            }}
            {...fieldAria('extend-valid-until', { error })}
            className="sm:w-44"
          />
        </div>
        <Button type="submit" disabled={disabled || pending}>
          {pending ? t('saving') : t('extendValidity')}
        </Button>
      </form>
      {error && <FieldError id="extend-valid-until">{error}</FieldError>}
    </section>
  );
}
