import { CrownIcon, LockKeyholeIcon, RepeatIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { mergeParagraph } from '@/lib/contracts/merge-fields';
import { PREVIEW_CLAUSES, upgradePathFor } from '../access';
import { CONTRACT_LANGUAGES, type ContractLanguage, type ContractTemplate } from '../templates/types';

/**
 * A template of the library: what it is for, its languages, whether it is premium or monthly, and
 * its text to read (all of it when the plan includes it; the first clauses, with the upgrade, when not).
 */
export function TemplateCard({
  template,
  language,
  usable,
}: {
  template: ContractTemplate;
  language: ContractLanguage;
  usable: boolean;
}) {
  const t = useTranslations('contracts');
  const text = template.texts[language];
  const clauses = usable ? text.clauses : text.clauses.slice(0, PREVIEW_CLAUSES);
  const fieldLabel = (field: string) => t(`fieldLabels.${field as 'cliente.nome'}`);
  return (
    <li
      data-testid="template-card"
      data-template={template.id}
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold">{text.title}</h2>
        <div className="flex flex-wrap gap-1.5">
          {template.premium && (
            <span
              data-testid="template-premium"
              title={t('premiumHint')}
              className="inline-flex items-center gap-1 rounded-full bg-violet-500/15 px-2 py-0.5 text-xs font-medium text-violet-800 dark:text-violet-300"
            >
              <CrownIcon className="size-3" aria-hidden="true" />
              {t('premium')}
            </span>
          )}
          {template.recurring && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-500/15 px-2 py-0.5 text-xs font-medium text-sky-800 dark:text-sky-300">
              <RepeatIcon className="size-3" aria-hidden="true" />
              {t('recurring')}
            </span>
          )}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{text.summary}</p>
      <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <span className="sr-only">{t('languagesLabel')}:</span>
        {CONTRACT_LANGUAGES.map((l) => (
          <span key={l} title={t(`languages.${l}`)} className="rounded-md border px-1.5 py-0.5 font-medium">
            {l === 'pt-BR' ? 'PT' : l.toUpperCase()}
          </span>
        ))}
        <span className="ms-1">{t('clauseCount', { count: text.clauses.length })}</span>
      </p>
      <details className="group rounded-lg border bg-muted/30 text-sm">
        <summary className="cursor-pointer px-3 py-2 font-medium select-none">
          {usable ? t('locked.showPreview') : t('locked.preview')}
        </summary>
        <div className="grid max-h-96 gap-3 overflow-y-auto border-t px-3 py-3">
          {clauses.map((clause, index) => (
            <section key={clause.key} className="grid gap-1">
              <h3 className="font-semibold">
                {index + 1}. {clause.heading}
              </h3>
              {clause.paragraphs.map((p, i) => (
                <p key={i} className="whitespace-pre-line text-muted-foreground">
                  {mergeParagraph(p, {}).map((s, j) =>
                    s.kind === 'text' ? (
                      s.text
                    ) : (
                      <span
                        key={j}
                        className="rounded bg-amber-200/70 px-1 text-amber-950 dark:bg-amber-400/25 dark:text-amber-100"
                      >
                        {fieldLabel(s.field)}
                      </span>
                    ),
                  )}
                </p>
              ))}
            </section>
          ))}
        </div>
      </details>
      {!usable && (
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <LockKeyholeIcon className="size-3.5" aria-hidden="true" />
            {template.premium ? t('locked.premiumOnly') : t('locked.title')}
          </p>
          <Link href={upgradePathFor(template)} data-testid="template-upgrade" className={buttonVariants({ size: 'sm' })}>
            {t('locked.upgrade')}
          </Link>
        </div>
      )}
    </li>
  );
}
