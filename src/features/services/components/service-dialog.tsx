'use client';

import { PencilIcon, PlusIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/form-field';
import { NumberInput, useNumberField } from '@/components/number-input';
import { useActionForm } from '@/components/use-action-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { hoursToInput } from '@/lib/money-input';
import { createServiceAction, updateServiceAction } from '../actions';
import type { Service } from '../queries';
import { BASE_HOURS_RULE, COMPLEXITIES, type ServiceInput } from '../schemas';
import { useActionErrorToast, usePlanLimit } from '@/features/account/components/plan-limit';
import { Link } from '@/i18n/navigation';
import { UPGRADE_PATH } from '@/lib/plans';

const COMPLEXITY_LABEL = { 1: 'complexity1', 1.5: 'complexity15', 2: 'complexity2' } as const;

type Props = { service?: Service; canActivateMore: boolean };

/**
 * 'Novo Serviço' and the edit of a service: save is enabled once name and base hours (>= 1) are valid.
 * At the plan's limit of active services an inactive service starts off and cannot be switched on
 * here, with the reason beside the switch (saving it on would only be refused).
 */
export function ServiceDialog({ service, canActivateMore }: Props) {
  const t = useTranslations('services');
  const common = useTranslations('common');
  const translate = useTranslations();
  const locale = useLocale();
  const showError = useActionErrorToast();
  const limit = usePlanLimit();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(service?.name ?? '');
  const [baseHours, setBaseHours] = useState(service ? hoursToInput(service.baseHours, locale) : '');
  const [complexity, setComplexity] = useState(String(service?.complexity ?? 1));
  const [deliverables, setDeliverables] = useState(service?.deliverables ?? '');
  const [active, setActive] = useState(service?.active ?? canActivateMore);
  const form = useActionForm({
    action: (input: ServiceInput) => (service ? updateServiceAction(service.id, input) : createServiceAction(input)),
    // Name and hours are checked before saving; a refusal left (a plan limit) is a toast.
    fields: [],
    onSuccess: () => {
      toast.success(t(service ? 'updated' : 'created'));
      setOpen(false);
    },
    onRefused: (refusal) => showError(refusal.message),
    onError: () => toast.error(t('saveError')),
  });

  // The base hours as the server reads them (same rule, same locale): save stays off until they are valid.
  const hours = useNumberField(BASE_HOURS_RULE, baseHours, { emptyIsBlank: true });
  const hoursError = hours.error ? translate(hours.error) : undefined;
  const valid = name.trim().length > 0 && hours.value !== null;

  // Filled from the props each time the dialog opens: the page refreshes after every change (a 5th
  // active service, a card's switch), and state captured at the first render would be stale.
  function reset() {
    setName(service?.name ?? '');
    setBaseHours(service ? hoursToInput(service.baseHours, locale) : '');
    setComplexity(String(service?.complexity ?? 1));
    setDeliverables(service?.deliverables ?? '');
    setActive(service?.active ?? canActivateMore);
  }

  function onOpenChange(next: boolean) {
    if (next) reset();
    setOpen(next);
  }

  // The reason needs the plan's numbers; an unlimited plan (no limit) can always activate more.
  const blocked = !canActivateMore && !service?.active && limit !== null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    form.submit({ name, baseHours, complexity: Number(complexity), deliverables, active, locale });
  }

  const idPrefix = service ? `service-${service.id}` : 'new-service';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {service ? (
          <Button type="button" variant="ghost" size="icon" aria-label={t('edit', { name: service.name })}>
            <PencilIcon />
          </Button>
        ) : (
          <Button type="button">
            <PlusIcon aria-hidden="true" />
            {t('new')}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{service ? t('editTitle') : t('new')}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-name`}>{t('name')}</Label>
            <Input id={`${idPrefix}-name`} maxLength={120} value={name} onChange={(e) => setName(e.target.value)} required />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${idPrefix}-hours`} label={t('baseHours')} error={hoursError}>
              <NumberInput
                id={`${idPrefix}-hours`}
                maxLength={8}
                value={baseHours}
                onChange={(e) => setBaseHours(e.target.value)}
                required
                {...fieldAria(`${idPrefix}-hours`, { error: hoursError })}
              />
            </FormField>
            <div className="grid gap-2">
              <Label htmlFor={`${idPrefix}-complexity`}>{t('complexity')}</Label>
              <NativeSelect id={`${idPrefix}-complexity`} value={complexity} onChange={(e) => setComplexity(e.target.value)}>
                {COMPLEXITIES.map((c) => (
                  <option key={c} value={String(c)}>
                    {t(COMPLEXITY_LABEL[c])}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-deliverables`}>{t('deliverables')}</Label>
            <Textarea
              id={`${idPrefix}-deliverables`}
              maxLength={2000}
              rows={3}
              placeholder={t('deliverablesPlaceholder')}
              value={deliverables}
              onChange={(e) => setDeliverables(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <div className="flex items-center gap-3">
              <Switch
                id={`${idPrefix}-active`}
                checked={active}
                onCheckedChange={setActive}
                disabled={blocked && !active}
                aria-describedby={blocked ? `${idPrefix}-active-limit` : undefined}
              />
              <Label htmlFor={`${idPrefix}-active`}>{t('active')}</Label>
            </div>
            {limit && blocked && (
              <p id={`${idPrefix}-active-limit`} className="text-sm text-muted-foreground">
                {t('limitReached', { plan: limit.plan, limit: limit.limit })}{' '}
                <Link href={UPGRADE_PATH} className="font-medium text-primary underline">
                  {common('seePlans')}
                </Link>
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={!valid || form.pending}>
              {form.pending ? t('saving') : t('save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
