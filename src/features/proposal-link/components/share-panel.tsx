'use client';

import { ExternalLinkIcon, MailIcon, MessageCircleIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '@/components/copy-button';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { emailProposalLinkAction } from '../actions';

/** The owner's ways to hand the link over: copy it, WhatsApp (a ready message) or e-mail from the app. */
export function SharePanel({
  proposalId,
  url,
  whatsAppHref,
  canEmail,
  disabled,
}: {
  proposalId: string;
  url: string;
  whatsAppHref: string;
  canEmail: boolean;
  disabled: boolean;
}) {
  const t = useTranslations('proposals');
  const showError = useActionErrorToast();
  const [sending, setSending] = useState(false);

  async function sendEmail() {
    setSending(true);
    try {
      const result = await emailProposalLinkAction(proposalId);
      if (result.ok) toast.success(t('emailSent', { email: result.data.email }));
      else showError(result.message);
    } catch {
      toast.error(t('emailError'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-3">
      <Label htmlFor="proposal-public-link" className="text-muted-foreground">
        {t('shareLinkLabel')}
      </Label>
      <Input
        id="proposal-public-link"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="font-mono text-xs md:text-xs"
      />
      <div className="grid gap-2">
        <CopyButton
          value={url}
          label={t('copyLink')}
          copiedLabel={t('linkCopied')}
          errorLabel={t('copyError')}
          variant="default"
        />
        <a href={whatsAppHref} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
          <MessageCircleIcon aria-hidden="true" />
          {t('sendWhatsApp')}
        </a>
        <Button
          type="button"
          variant="outline"
          onClick={sendEmail}
          disabled={!canEmail || disabled || sending}
          title={canEmail ? undefined : t('noClientEmail')}
        >
          <MailIcon aria-hidden="true" />
          {sending ? t('sendingEmail') : t('sendEmail')}
        </Button>
        {!canEmail && <p className="text-xs text-muted-foreground">{t('noClientEmail')}</p>}
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ExternalLinkIcon aria-hidden="true" />
          {t('openPublicPage')}
        </a>
      </div>
    </div>
  );
}
