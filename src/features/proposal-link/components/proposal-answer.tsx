'use client';

import { CheckIcon, XIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fieldAria, FieldError, FormField } from '@/components/form-field';
import { useActionForm } from '@/components/use-action-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { acceptProposalAction, refuseProposalAction } from '../actions';
import { REFUSAL_REASON_MAX, SIGNER_DOCUMENT_DIGITS } from '../schemas';
import { useProposalChoice } from './choice-context';

const FORM_FIELDS = ['signerName', 'documentDigits', 'agreed', 'reason'] as const;

/** "Aceitar proposta" and "Recusar", each confirming in a dialog; the page reloads with the answer. */
export function ProposalAnswer({
  token,
  contentSha256,
  professionalName,
}: {
  token: string;
  contentSha256: string;
  professionalName: string;
}) {
  const t = useTranslations('publicProposal');
  const [open, setOpen] = useState<'accept' | 'refuse' | null>(null);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="button" size="lg" onClick={() => setOpen('accept')} className="sm:min-w-48">
        <CheckIcon aria-hidden="true" />
        {t('accept')}
      </Button>
      <Button type="button" size="lg" variant="outline" onClick={() => setOpen('refuse')}>
        <XIcon aria-hidden="true" />
        {t('refuse')}
      </Button>
      <Dialog open={open === 'accept'} onOpenChange={(o) => setOpen(o ? 'accept' : null)}>
        <DialogContent closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('acceptTitle')}</DialogTitle>
            <DialogDescription>{t('acceptBody')}</DialogDescription>
          </DialogHeader>
          <AcceptForm token={token} contentSha256={contentSha256} onCancel={() => setOpen(null)} />
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'refuse'} onOpenChange={(o) => setOpen(o ? 'refuse' : null)}>
        <DialogContent closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('refuseTitle')}</DialogTitle>
            <DialogDescription>{t('refuseBody', { name: professionalName })}</DialogDescription>
          </DialogHeader>
          <RefuseForm token={token} onCancel={() => setOpen(null)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

/**
 * Sends an answer: field errors stay under their fields, anything else is a toast; the page then
 * shows the answer at the top (the banner, and the Pix code after an acceptance).
 */
function useAnswer<I>(action: (input: I) => ReturnType<typeof acceptProposalAction>, done: string) {
  const router = useRouter();
  const translate = useTranslations();
  return useActionForm({
    action,
    fields: FORM_FIELDS,
    onSuccess: () => {
      toast.success(done);
      router.refresh();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onRefused: (refusal, shown) => {
      if (!shown.length) toast.error(translate(refusal.message));
    },
    onError: () => toast.error(translate('publicProposal.saveError')),
  });
}

function AcceptForm({ token, contentSha256, onCancel }: { token: string; contentSha256: string; onCancel: () => void }) {
  const chosen = useProposalChoice();
  const t = useTranslations('publicProposal');
  const [signerName, setSignerName] = useState('');
  const [documentDigits, setDocumentDigits] = useState('');
  const [agreed, setAgreed] = useState(false);
  const {
    submit,
    pending,
    errorOf,
    clearError: clear,
  } = useAnswer((input: Parameters<typeof acceptProposalAction>[1]) => acceptProposalAction(token, input), t('acceptedToast'));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The package and options picked on the page go with the acceptance (recorded in what is signed).
    submit({ signerName, documentDigits, agreed, contentSha256, ...(chosen ? { choice: chosen.choice } : {}) });
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="signer-name" label={t('fullName')} error={errorOf('signerName')}>
        <Input
          id="signer-name"
          value={signerName}
          onChange={(e) => (setSignerName(e.target.value), clear('signerName'))}
          placeholder={t('fullNamePlaceholder')}
          autoComplete="name"
          maxLength={120}
          {...fieldAria('signer-name', { error: errorOf('signerName') })}
        />
      </FormField>
      <FormField
        id="signer-document"
        label={t('documentDigits')}
        error={errorOf('documentDigits')}
        hint={t('documentDigitsHint')}
      >
        <Input
          id="signer-document"
          value={documentDigits}
          onChange={(e) =>
            // Letters too: an alphanumeric CNPJ starts with them (shown in upper case, as the CNPJ is written).
            (
              setDocumentDigits(
                e.target.value
                  .replace(/[^0-9a-z]/gi, '')
                  .toUpperCase()
                  .slice(0, SIGNER_DOCUMENT_DIGITS),
              ),
              clear('documentDigits')
            )
          }
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={SIGNER_DOCUMENT_DIGITS}
          placeholder={'0'.repeat(SIGNER_DOCUMENT_DIGITS)}
          className="max-w-40 font-mono tracking-widest"
          {...fieldAria('signer-document', { error: errorOf('documentDigits'), hint: t('documentDigitsHint') })}
        />
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id="signer-terms"
            checked={agreed}
            onCheckedChange={(v) => (setAgreed(v === true), clear('agreed'))}
            {...fieldAria('signer-terms', { error: errorOf('agreed') })}
            className="mt-0.5"
          />
          <Label htmlFor="signer-terms" className="leading-snug font-normal">
            {t('terms')}
          </Label>
        </div>
        {errorOf('agreed') && <FieldError id="signer-terms">{errorOf('agreed')}</FieldError>}
      </div>
      <p className="text-xs leading-relaxed text-muted-foreground">{t('legalNote')}</p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('accepting') : t('confirmAccept')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RefuseForm({ token, onCancel }: { token: string; onCancel: () => void }) {
  const t = useTranslations('publicProposal');
  const [reason, setReason] = useState('');
  const {
    submit,
    pending,
    errorOf,
    clearError: clear,
  } = useAnswer((input: Parameters<typeof refuseProposalAction>[1]) => refuseProposalAction(token, input), t('refusedToast'));
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit({ reason });
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="refuse-reason" label={t('reason')} error={errorOf('reason')}>
        <Textarea
          id="refuse-reason"
          value={reason}
          onChange={(e) => (setReason(e.target.value), clear('reason'))}
          rows={4}
          maxLength={REFUSAL_REASON_MAX}
          placeholder={t('reasonPlaceholder')}
          {...fieldAria('refuse-reason', { error: errorOf('reason') })}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? t('refusing') : t('confirmRefuse')}
        </Button>
      </DialogFooter>
    </form>
  );
}
