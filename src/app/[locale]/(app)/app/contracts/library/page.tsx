import { InfoIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { getSubscription } from '@/features/account/queries';
import { PageHeader } from '@/features/app-shell/components/page-header';
import { requireUser } from '@/features/auth/session';
import { contractAccess, mayUseTemplate } from '@/features/contracts/access';
import { ContractPlanNotice } from '@/features/contracts/components/contract-plan-notice';
import { TemplateCard } from '@/features/contracts/components/template-card';
import { CONTRACT_TEMPLATES, isContractLanguage } from '@/features/contracts/templates';

export default async function ContractLibraryPage() {
  const user = await requireUser();
  const [t, locale, subscription] = await Promise.all([getTranslations('contracts'), getLocale(), getSubscription(user.id)]);
  const access = contractAccess(subscription);
  // The cards read in the interface language (every interface language is a contract language).
  const language = isContractLanguage(locale) ? locale : 'pt-BR';
  return (
    <div className="grid gap-6">
      <PageHeader title={t('libraryTitle')} subtitle={t('librarySubtitle')} />
      <p
        className="flex gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm text-muted-foreground"
        data-testid="contracts-disclaimer"
      >
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {siteConfig.contractsReviewedByLawyers ? t('disclaimerReviewed') : t('disclaimer')}
      </p>
      {!access.contracts && <ContractPlanNotice />}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {CONTRACT_TEMPLATES.map((template) => (
          <TemplateCard key={template.id} template={template} language={language} usable={mayUseTemplate(access, template)} />
        ))}
      </ul>
    </div>
  );
}
