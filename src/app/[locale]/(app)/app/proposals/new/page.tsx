import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { PlanLimitProvider } from '@/features/account/components/plan-limit';
import { getSubscription } from '@/features/account/queries';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { ProposalForm } from '@/features/proposals/components/proposal-form';
import { professionalSummary } from '@/features/proposals/documents';
import { getProfessional, proposalFormOptions } from '@/features/proposals/queries';
import { defaultValidUntil } from '@/lib/proposals';
import { ClientMessages } from '@/components/client-messages';

export default async function NewProposalPage() {
  const user = await requireUser();
  const db = getDb();
  const [app, subscription, options, professional] = await Promise.all([
    getTranslations('app'),
    getSubscription(user.id),
    proposalFormOptions(db, user.id),
    getProfessional(db, user.id),
  ]);
  const limit = subscription.plan.limits.proposalsPerMonth;
  return (
    <ClientMessages route="[locale]/(app)/app/proposals/new">
      <PlanLimitProvider
        value={limit === null ? null : { message: 'proposals.limitReached', plan: subscription.plan.name, limit }}
      >
        <div className="grid gap-6">
          <PageHeader title={app('newProposal.title')} subtitle={app('newProposal.subtitle')} />
          <ProposalForm
            clients={options.clients}
            services={options.services}
            professional={professionalSummary(professional)}
            defaultValidUntil={defaultValidUntil()}
            hourlyRateCents={options.hourlyRateCents}
          />
        </div>
      </PlanLimitProvider>
    </ClientMessages>
  );
}
