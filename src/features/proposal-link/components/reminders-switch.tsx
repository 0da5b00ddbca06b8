'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { REMINDER_EXPIRING_DAYS, REMINDER_NO_ANSWER_DAYS, REMINDER_NOT_VIEWED_DAYS } from '@/lib/proposal-follow-up';
import { setProposalRemindersAction } from '../actions';

type Props = {
  proposalId: string;
  enabled: boolean;
  /** Why none will go out whatever the switch says: answered, or no client e-mail. */
  blocked: 'answered' | 'noEmail' | null;
  disabled?: boolean;
};

/** The proposal page's switch for the automatic reminders to the client (on by default). */
export function RemindersSwitch({ proposalId, enabled, blocked, disabled }: Props) {
  const t = useTranslations('proposals.reminders');
  const showError = useActionErrorToast();
  const [on, setOn] = useState(enabled);
  const [pending, startTransition] = useTransition();

  function toggle(next: boolean) {
    setOn(next);
    startTransition(async () => {
      const result = await setProposalRemindersAction(proposalId, next);
      if (result.ok) toast.success(t(next ? 'on' : 'off'));
      else {
        setOn(!next);
        showError(result.message);
      }
    });
  }

  return (
    <div className="grid gap-3 text-sm" data-testid="reminders">
      <div className="flex items-center gap-3">
        <Switch
          id="proposal-reminders"
          checked={on}
          onCheckedChange={toggle}
          disabled={disabled || pending || blocked === 'answered'}
          aria-describedby="proposal-reminders-hint"
        />
        <label htmlFor="proposal-reminders" className="font-medium">
          {t('label')}
        </label>
      </div>
      <p id="proposal-reminders-hint" className="text-muted-foreground">
        {t('hint', { notViewed: REMINDER_NOT_VIEWED_DAYS, noAnswer: REMINDER_NO_ANSWER_DAYS, expiring: REMINDER_EXPIRING_DAYS })}
      </p>
      {blocked && (
        <p className="rounded-md border border-amber-500/40 bg-amber-500/10 p-2" role="note">
          {t(blocked)}
        </p>
      )}
    </div>
  );
}
