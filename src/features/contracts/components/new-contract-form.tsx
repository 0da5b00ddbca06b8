'use client';

import { CrownIcon, Loader2Icon, SparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useRouter } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { createContractAction } from '../actions';
import { CONTRACT_LANGUAGES, type ContractLanguage, type TemplateId } from '../templates/types';
import { useRefusalToast } from './use-refusal-toast';

export type TemplateChoice = { id: TemplateId; title: string; summary: string; premium: boolean; usable: boolean };

/** "Gerar contrato": the template (the suggested one chosen already) and the contract's language. */
export function NewContractForm({
  proposalId,
  templates,
  suggested,
  defaultLanguage,
}: {
  proposalId: string;
  templates: readonly TemplateChoice[];
  suggested: TemplateId;
  defaultLanguage: ContractLanguage;
}) {
  const t = useTranslations('contracts');
  const router = useRouter();
  const refused = useRefusalToast();
  const [templateId, setTemplateId] = useState<TemplateId>(suggested);
  const [language, setLanguage] = useState<ContractLanguage>(defaultLanguage);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      try {
        const result = await createContractAction({ proposalId, templateId, language });
        if (result.ok) router.push(`/app/contracts/${result.data.id}`);
        else refused(result.message);
      } catch {
        toast.error(t('saveError'));
      }
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('new.template')}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {templates.map((template) => (
            <label
              key={template.id}
              htmlFor={`template-${template.id}`}
              data-testid="template-option"
              data-template={template.id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border bg-card p-4 transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                !template.usable && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                id={`template-${template.id}`}
                type="radio"
                name="templateId"
                value={template.id}
                checked={templateId === template.id}
                disabled={!template.usable}
                onChange={() => setTemplateId(template.id)}
                className="mt-1 size-4 accent-primary"
              />
              <span className="grid min-w-0 flex-1 gap-1 font-medium">
                {template.title}
                {(template.id === suggested || template.premium) && (
                  <span className="flex flex-wrap gap-1.5">
                    {template.id === suggested && (
                      <span
                        data-testid="template-suggested"
                        className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary"
                      >
                        <SparklesIcon className="size-3" aria-hidden="true" />
                        {t('new.suggested')}
                      </span>
                    )}
                    {template.premium && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-violet-500/15 px-2 py-0.5 text-xs font-medium text-violet-800 dark:text-violet-300">
                        <CrownIcon className="size-3" aria-hidden="true" />
                        {template.usable ? t('premium') : t('locked.premiumOnly')}
                      </span>
                    )}
                  </span>
                )}
                <span className="text-sm font-normal text-muted-foreground">{template.summary}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid max-w-sm gap-2">
        <Label htmlFor="contract-language">{t('new.language')}</Label>
        <NativeSelect
          id="contract-language"
          value={language}
          onChange={(e) => setLanguage(e.target.value as ContractLanguage)}
          aria-describedby="contract-language-help"
        >
          {CONTRACT_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </NativeSelect>
        <p id="contract-language-help" className="text-sm text-muted-foreground">
          {t('new.languageHelp')}
        </p>
      </div>
      {/* Kept in view on a phone: the template list is long, and the suggested one is already chosen. */}
      <div className="sticky bottom-0 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {pending ? t('new.generating') : t('new.submit')}
        </Button>
      </div>
    </form>
  );
}
