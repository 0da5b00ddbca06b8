'use client';

import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/copy-button';

/** The signing link of a sent contract, to copy (the client also got it by e-mail). */
export function ContractLink({ url, resend }: { url: string; resend: boolean }) {
  const t = useTranslations('contracts.editor');
  return (
    <div className="grid gap-1.5 border-t pt-3">
      <p className="text-sm font-medium">{t('link')}</p>
      <p data-testid="contract-link" className="truncate rounded-md bg-muted px-2 py-1 font-mono text-xs" title={url}>
        {url}
      </p>
      <CopyButton value={url} label={t('copyLink')} copiedLabel={t('linkCopied')} errorLabel={t('copyError')} />
      {resend && <p className="text-xs text-muted-foreground">{t('resendHint')}</p>}
    </div>
  );
}
