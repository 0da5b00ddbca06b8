import { ArrowLeftIcon, FileDownIcon } from 'lucide-react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { getSubscription } from '@/features/account/queries';
import { requireUser } from '@/features/auth/session';
import { contractAccess } from '@/features/contracts/access';
import { ContractEditor } from '@/features/contracts/components/contract-editor';
import { ContractHistory } from '@/features/contracts/components/contract-history';
import { ContractPlanNotice } from '@/features/contracts/components/contract-plan-notice';
import { ContractStatusBadge } from '@/features/contracts/components/contract-status-badge';
import { CountersignSection } from '@/features/contracts/components/countersign-section';
import { buttonVariants } from '@/components/ui/button';
import { publicContractUrl } from '@/features/contracts/link';
import { getContract } from '@/features/contracts/queries';
import { getTemplate, isContractLanguage, isTemplateId } from '@/features/contracts/templates';
import { Link } from '@/i18n/navigation';
import { ClientMessages } from '@/components/client-messages';

export default async function ContractPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  const [t, subscription, contract] = await Promise.all([
    getTranslations('contracts'),
    getSubscription(user.id),
    getContract(getDb(), user.id, id),
  ]);
  if (!contract) notFound();
  const access = contractAccess(subscription);
  const template = isTemplateId(contract.templateId) ? getTemplate(contract.templateId) : undefined;
  const language = isContractLanguage(contract.language) ? contract.language : 'pt-BR';
  return (
    <ClientMessages route="[locale]/(app)/app/contracts/[id]">
      <div className="grid gap-6">
        <div className="grid gap-2">
          <Link
            href="/app/contracts"
            className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            {t('editor.back')}
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{contract.title}</h1>
            <ContractStatusBadge status={contract.status} />
          </div>
          <p className="text-sm text-muted-foreground" data-testid="contract-meta">
            {contract.clientName} ·{' '}
            {t('editor.meta', {
              template: template?.texts[language].title ?? contract.templateId,
              language: t(`languages.${language}`),
              version: contract.version,
            })}
          </p>
        </div>
        {!access.contracts && <ContractPlanNotice />}
        <ContractEditor
          key={`${contract.version}-${contract.status}`}
          canEdit={access.contracts}
          contract={{
            id: contract.id,
            status: contract.status,
            version: contract.version,
            title: contract.current.title,
            clauses: contract.current.clauses,
            fieldValues: contract.current.fieldValues,
            url: publicContractUrl(contract),
          }}
        >
          {/* The freelancer's countersign panel (only when the client has signed) and the PDF: the final
            one once both signed, else the current version marked as a draft. */}
          <CountersignSection contractId={contract.id} />
          <a
            href={`/api/contracts/${contract.id}/pdf`}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            data-testid="contract-pdf"
          >
            <FileDownIcon aria-hidden="true" />
            {contract.status === 'assinado' ? t('editor.downloadSignedPdf') : t('editor.downloadDraftPdf')}
          </a>
        </ContractEditor>
        <ContractHistory contract={contract} />
      </div>
    </ClientMessages>
  );
}
