import { getLocale, getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { PlanLimitProvider } from '@/features/account/components/plan-limit';
import { getSubscription } from '@/features/account/queries';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { ProposalForm } from '@/features/proposals/components/proposal-form';
import { professionalSummary } from '@/features/proposals/documents';
import { TemplatePicker } from '@/features/proposals/components/template-picker';
import { getProfessional, listProposalTemplates, proposalFormOptions } from '@/features/proposals/queries';
import { webTemplatesFor } from '@/features/proposals/templates-access';
import { isLocale, defaultLocale } from '@/i18n/routing';
import { BUILT_IN_TEMPLATES } from '@/lib/proposal-templates';
import { defaultValidUntil } from '@/lib/proposals';
import { ClientMessages } from '@/components/client-messages';

export default async function NewProposalPage() {
  const user = await requireUser();
  const db = getDb();
  const [app, requested, subscription, options, professional, templates] = await Promise.all([
    getTranslations('app'),
    getLocale(),
    getSubscription(user.id),
    proposalFormOptions(db, user.id),
    getProfessional(db, user.id),
    listProposalTemplates(db, user.id),
  ]);
  const locale = isLocale(requested) ? requested : defaultLocale;
  // Valora's web-project templates, in the app's language: the Web Designer plan's.
  const builtIns = webTemplatesFor(subscription.plan)
    ? BUILT_IN_TEMPLATES.map((x) => ({
        id: x.id,
        name: x.name[locale],
        title: x.title[locale],
        lineCount: x.lines.length,
        // The one-off work the client always gets (optional lines and monthly fees apart).
        hours: x.lines.filter((l) => !l.optional && !l.recurring).reduce((sum, line) => sum + line.hours, 0),
      }))
    : null;
  const limit = subscription.plan.limits.proposalsPerMonth;
  return (
    <ClientMessages route="[locale]/(app)/app/proposals/new">
      <PlanLimitProvider
        value={limit === null ? null : { message: 'proposals.limitReached', plan: subscription.plan.name, limit }}
      >
        <div className="grid gap-6">
          <PageHeader
            title={app('newProposal.title')}
            subtitle={app('newProposal.subtitle')}
            actions={
              <TemplatePicker
                templates={templates}
                builtIns={builtIns}
                clients={options.clients}
                disabled={!subscription.isActive}
              />
            }
          />
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
