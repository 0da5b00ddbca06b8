import { FileSignatureIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { getDb } from '@/db';
import { Link } from '@/i18n/navigation';
import { CONTRACTABLE_PROPOSAL_STATUSES, contractOfProposal } from '../queries';

/**
 * The proposal page's contract button: "Ver contrato" when one was made from it, "Gerar contrato"
 * for a sent or accepted proposal, nothing otherwise.
 */
export async function ContractProposalButton({ userId, proposal }: { userId: string; proposal: { id: string; status: string } }) {
  const [t, existing] = await Promise.all([
    getTranslations('contracts.proposalButton'),
    contractOfProposal(getDb(), userId, proposal.id),
  ]);
  if (existing)
    return (
      <Link href={`/app/contracts/${existing.id}`} data-testid="view-contract" className={buttonVariants({ variant: 'outline' })}>
        <FileSignatureIcon aria-hidden="true" />
        {t('view')}
      </Link>
    );
  if (!(CONTRACTABLE_PROPOSAL_STATUSES as readonly string[]).includes(proposal.status)) return null;
  return (
    <Link
      href={`/app/contracts/new?proposal=${proposal.id}`}
      data-testid="generate-contract"
      className={buttonVariants({ variant: 'outline' })}
    >
      <FileSignatureIcon aria-hidden="true" />
      {t('generate')}
    </Link>
  );
}
