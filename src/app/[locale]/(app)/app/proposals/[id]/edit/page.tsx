import { LockIcon } from 'lucide-react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { PlanLimitProvider } from '@/features/account/components/plan-limit';
import { getSubscription } from '@/features/account/queries';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { ProposalForm } from '@/features/proposals/components/proposal-form';
import { professionalSummary } from '@/features/proposals/documents';
import { getProfessional, getProposal, proposalFormOptions } from '@/features/proposals/queries';
import { defaultValidUntil } from '@/lib/proposals';
import { ClientMessages } from '@/components/client-messages';

export default async function EditProposalPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const db = getDb();
  const { id } = await params;
  const [t, app, subscription, proposal, options, professional] = await Promise.all([
    getTranslations('proposals'),
    getTranslations('app'),
    getSubscription(user.id),
    getProposal(db, user.id, id),
    proposalFormOptions(db, user.id),
    getProfessional(db, user.id),
  ]);
  // An unknown id and another account's answer alike: 404 with the not-found.tsx beside this page.
  if (!proposal) notFound();
  const limit = subscription.plan.limits.proposalsPerMonth;
  return (
    <ClientMessages route="[locale]/(app)/app/proposals/[id]/edit">
      <PlanLimitProvider
        value={limit === null ? null : { message: 'proposals.limitReached', plan: subscription.plan.name, limit }}
      >
        <div className="grid gap-6">
          <PageHeader title={app('editProposal.title')} subtitle={proposal.title} />
          {proposal.acceptance && (
            <p
              className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
              role="note"
              data-testid="locked-notice"
            >
              <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {t('editLockedNotice', { version: proposal.version + 1 })}
            </p>
          )}
          <ProposalForm
            proposal={proposal}
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
