import { ComingSoon } from '@/features/app-shell/components/coming-soon';
import { requireUser } from '@/features/auth/session';

export default async function ProposalPage() {
  await requireUser();
  return <ComingSoon area="proposalDetail" />;
}
