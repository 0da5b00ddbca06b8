import { getTranslations } from 'next-intl/server';
import { proposalFollowUp, type FollowUpInput } from '@/lib/proposal-follow-up';

/**
 * A sent proposal's card line on the list: "não visualizada há N dias" or "visualizada, sem resposta
 * há N dias", and the validity left ("válida por mais N dias" / "expirada"); nothing for other statuses.
 */
export async function ProposalFollowUp({ proposal }: { proposal: FollowUpInput }) {
  const followUp = proposalFollowUp(proposal);
  if (!followUp) return null;
  const t = await getTranslations('proposals.followUp');
  const { waiting, validity } = followUp;
  return (
    <p className="grid gap-0.5 text-sm" data-testid="proposal-follow-up">
      <span data-testid="follow-up-waiting">{t(waiting.kind, { days: waiting.days })}</span>
      <span
        data-testid="follow-up-validity"
        className={validity.expired ? 'font-medium text-destructive' : 'text-muted-foreground'}
      >
        {validity.expired ? t('expired') : t('validFor', { days: validity.daysLeft })}
      </span>
    </p>
  );
}
