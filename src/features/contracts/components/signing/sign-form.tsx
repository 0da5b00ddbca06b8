'use client';

import { MailIcon, PenLineIcon, XIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldAria, FieldError, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useActionForm } from '@/components/use-action-form';
import { formatCpfOrCnpj } from '@/lib/br-documents';
import { refuseContractAction, requestSignCodeAction, signContractAction } from '../../signing/actions';
import { REFUSAL_REASON_MAX } from '../../signing/schemas';

const FIELDS = ['signerName', 'document', 'code', 'agreed'] as const;

/**
 * The client's signature: name and CPF/CNPJ, "Enviar código" (a 6-digit code to the contract's
 * e-mail), the code, the agreement, "Assinar contrato". Field errors stay under their fields,
 * anything else is a toast; after signing the page reloads with the signature on top.
 */
export function SignForm({
  token,
  version,
  contentSha256,
  allowForeign,
  professionalName,
}: {
  token: string;
  version: number;
  contentSha256: string;
  /** The contract names no Brazilian document for the client and is written for abroad. */
  allowForeign: boolean;
  professionalName: string;
}) {
  const t = useTranslations('publicContract');
  const translate = useTranslations();
  const router = useRouter();
  const [signerName, setSignerName] = useState('');
  const [document, setDocument] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusing, setRefusing] = useState(false);

  const refused = (refusal: { message: Parameters<typeof translate>[0] }, shown: string[]) => {
    if (!shown.length) toast.error(translate(refusal.message));
  };
  const codeForm = useActionForm({
    action: (input: { signerName: string; document: string }) => requestSignCodeAction(token, input),
    fields: FIELDS,
    onSuccess: (data) => {
      setSentTo(data.maskedEmail);
      toast.success(t('codeSentToast', { email: data.maskedEmail }));
    },
    onRefused: refused,
    onError: () => toast.error(t('saveError')),
  });
  const signForm = useActionForm({
    action: (input: Parameters<typeof signContractAction>[1]) => signContractAction(token, input),
    fields: FIELDS,
    onSuccess: () => {
      toast.success(t('signedToast'));
      router.refresh();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onRefused: refused,
    onError: () => toast.error(t('saveError')),
  });
  const errorOf = (field: (typeof FIELDS)[number]) => signForm.errorOf(field) ?? codeForm.errorOf(field);
  const clear = (field: (typeof FIELDS)[number]) => (signForm.clearError(field), codeForm.clearError(field));

  function requestCode() {
    codeForm.submit({ signerName, document });
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return requestCode();
    signForm.submit({ signerName, document, code, agreed, version, contentSha256 });
  }
  const documentHint = allowForeign ? t('documentHintForeign') : t('documentHint');

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
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
        <FormField id="signer-document" label={t('document')} error={errorOf('document')} hint={documentHint}>
          <Input
            id="signer-document"
            value={document}
            onChange={(e) => (
              setDocument(allowForeign ? e.target.value.toUpperCase().slice(0, 30) : formatCpfOrCnpj(e.target.value)),
              clear('document')
            )}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            inputMode={allowForeign ? 'text' : undefined}
            maxLength={allowForeign ? 30 : 18}
            className="font-mono"
            {...fieldAria('signer-document', { error: errorOf('document'), hint: documentHint })}
          />
        </FormField>
      </div>

      <div className="grid gap-3 rounded-lg border border-dashed p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="code-status">
            {sentTo ? t('codeSent', { email: sentTo }) : t('codeExplain')}
          </p>
          <Button
            type="button"
            variant={sentTo ? 'outline' : 'default'}
            onClick={requestCode}
            disabled={codeForm.pending}
            className="shrink-0"
          >
            <MailIcon aria-hidden="true" />
            {codeForm.pending ? t('sendingCode') : sentTo ? t('resendCode') : t('sendCode')}
          </Button>
        </div>
        {sentTo && (
          <FormField id="sign-code" label={t('code')} error={errorOf('code')} hint={t('codeHint')}>
            <Input
              id="sign-code"
              value={code}
              onChange={(e) => (setCode(e.target.value.replace(/\D/g, '').slice(0, 6)), clear('code'))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              className="max-w-40 font-mono text-lg tracking-[0.4em] md:text-lg"
              {...fieldAria('sign-code', { error: errorOf('code'), hint: t('codeHint') })}
            />
          </FormField>
        )}
      </div>

      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id="sign-terms"
            checked={agreed}
            onCheckedChange={(v) => (setAgreed(v === true), clear('agreed'))}
            {...fieldAria('sign-terms', { error: errorOf('agreed') })}
            className="mt-0.5"
          />
          <Label htmlFor="sign-terms" className="leading-snug font-normal">
            {t('terms')}
          </Label>
        </div>
        {errorOf('agreed') && <FieldError id="sign-terms">{errorOf('agreed')}</FieldError>}
      </div>
      <p className="text-xs leading-relaxed text-muted-foreground">{t('legalNote')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" onClick={() => setRefusing(true)}>
          <XIcon aria-hidden="true" />
          {t('refuse')}
        </Button>
        <Button type="submit" size="lg" disabled={!sentTo || signForm.pending} className="sm:min-w-52">
          <PenLineIcon aria-hidden="true" />
          {signForm.pending ? t('signing') : t('sign')}
        </Button>
      </div>
      <Dialog open={refusing} onOpenChange={setRefusing}>
        <DialogContent closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('refuseTitle')}</DialogTitle>
            <DialogDescription>{t('refuseBody', { name: professionalName })}</DialogDescription>
          </DialogHeader>
          <RefuseForm token={token} onCancel={() => setRefusing(false)} />
        </DialogContent>
      </Dialog>
    </form>
  );
}

function RefuseForm({ token, onCancel }: { token: string; onCancel: () => void }) {
  const t = useTranslations('publicContract');
  const translate = useTranslations();
  const router = useRouter();
  const [reason, setReason] = useState('');
  const { submit, pending, errorOf, clearError } = useActionForm({
    action: (input: { reason: string }) => refuseContractAction(token, input),
    fields: ['reason'],
    onSuccess: () => {
      toast.success(t('refusedToast'));
      onCancel();
      router.refresh();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onRefused: (refusal, shown) => {
      if (!shown.length) toast.error(translate(refusal.message));
    },
    onError: () => toast.error(t('saveError')),
  });
  // The refusal's own form, outside the signing form (a dialog is portalled, but its submit must not reach it).
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    submit({ reason });
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="refuse-reason" label={t('reason')} error={errorOf('reason')}>
        <Textarea
          id="refuse-reason"
          value={reason}
          onChange={(e) => (setReason(e.target.value), clearError('reason'))}
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
