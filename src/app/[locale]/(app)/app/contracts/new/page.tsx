import { FileTextIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { getDb } from '@/db';
import { getSubscription } from '@/features/account/queries';
import { EmptyState } from '@/features/app-shell/components/empty-state';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { contractAccess, mayUseTemplate } from '@/features/contracts/access';
import { ContractPlanNotice } from '@/features/contracts/components/contract-plan-notice';
import { NewContractForm } from '@/features/contracts/components/new-contract-form';
import { contractableProposal } from '@/features/contracts/queries';
import { CONTRACT_TEMPLATES, isContractLanguage, suggestTemplate } from '@/features/contracts/templates';
import { Link } from '@/i18n/navigation';
import { ClientMessages } from '@/components/client-messages';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NewContractPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireUser();
  const { proposal: proposalParam } = await searchParams;
  const [t, locale, subscription] = await Promise.all([getTranslations('contracts'), getLocale(), getSubscription(user.id)]);
  const access = contractAccess(subscription);
  if (!access.contracts) {
    return (
      <ClientMessages route="[locale]/(app)/app/contracts/new">
        <div className="grid gap-6">
          <PageHeader title={t('new.title')} />
          <ContractPlanNotice />
        </div>
      </ClientMessages>
    );
  }
  const proposal = await contractableProposal(getDb(), user.id, typeof proposalParam === 'string' ? proposalParam : null);
  if (!proposal) {
    return (
      <ClientMessages route="[locale]/(app)/app/contracts/new">
        <div className="grid gap-6">
          <PageHeader title={t('new.title')} />
          <EmptyState icon={FileTextIcon} title={t('proposalNotReady')} body={t('new.chooseProposal')}>
            <Link href="/app/proposals" className={buttonVariants({ variant: 'outline' })}>
              {t('new.goToProposals')}
            </Link>
          </EmptyState>
        </div>
      </ClientMessages>
    );
  }
  const language = isContractLanguage(locale) ? locale : 'pt-BR';
  const allowed = (template: (typeof CONTRACT_TEMPLATES)[number]) => mayUseTemplate(access, template);
  const templates = CONTRACT_TEMPLATES.map((template) => ({
    id: template.id,
    title: template.texts[language].title,
    summary: template.texts[language].summary,
    premium: template.premium,
    usable: allowed(template),
  }));
  return (
    <ClientMessages route="[locale]/(app)/app/contracts/new">
      <div className="grid gap-6">
        <PageHeader title={t('new.title')} subtitle={t('new.subtitle', { title: proposal.title, client: proposal.clientName })} />
        <NewContractForm
          proposalId={proposal.id}
          templates={templates}
          suggested={suggestTemplate(proposal.serviceNames, allowed)}
          defaultLanguage={language}
        />
      </div>
    </ClientMessages>
  );
}
