'use client';

import { PlusIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { addTimeEntryAction } from '../actions';

/** Time typed by hand on a deliverable: the day, hours and minutes, a note. */
export function TimeEntryForm({
  deliverables,
  today,
  disabled,
}: {
  deliverables: { id: string; name: string }[];
  today: string;
  disabled: boolean;
}) {
  const t = useTranslations('projects');
  const tAll = useTranslations();
  const showError = useActionErrorToast();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      data-testid="time-entry-form"
      action={(form) =>
        startTransition(async () => {
          const input = Object.fromEntries(form.entries());
          try {
            const result = await addTimeEntryAction(input);
            if (result.ok) {
              setErrors({});
              toast.success(t('entrySaved'));
            } else {
              setErrors(Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([k, v]) => [k, tAll(v)])));
              showError(result.message);
            }
          } catch {
            toast.error(t('saveError'));
          }
        })
      }
    >
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor="entry-deliverable">{t('deliverable')}</Label>
        <NativeSelect id="entry-deliverable" name="deliverableId" disabled={disabled}>
          {deliverables.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="entry-date">{t('entryDate')}</Label>
        <Input
          id="entry-date"
          name="date"
          type="date"
          defaultValue={today}
          max={today}
          required
          disabled={disabled}
          aria-invalid={!!errors.date}
        />
        {errors.date && <p className="text-sm text-destructive">{errors.date}</p>}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="entry-hours">{t('entryHours')}</Label>
          <Input
            id="entry-hours"
            name="hours"
            type="number"
            inputMode="numeric"
            min={0}
            max={24}
            defaultValue={1}
            disabled={disabled}
            aria-invalid={!!errors.hours}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="entry-minutes">{t('entryMinutes')}</Label>
          <Input
            id="entry-minutes"
            name="minutes"
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            defaultValue={0}
            disabled={disabled}
          />
        </div>
        {errors.hours && <p className="col-span-2 text-sm text-destructive">{errors.hours}</p>}
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor="entry-note">{t('entryNote')}</Label>
        <Input id="entry-note" name="note" maxLength={200} disabled={disabled} />
      </div>
      <Button
        type="submit"
        disabled={disabled || pending}
        className="sm:col-span-2 sm:justify-self-start"
        data-testid="entry-save"
      >
        <PlusIcon aria-hidden="true" />
        {t('entrySave')}
      </Button>
    </form>
  );
}
