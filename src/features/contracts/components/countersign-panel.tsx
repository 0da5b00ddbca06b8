'use client';

import { LogInIcon, PenLineIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldAria, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useActionForm } from '@/components/use-action-form';
import { authClient } from '@/features/auth/client';
import { getPathname } from '@/i18n/navigation';
import { formatCpfOrCnpj } from '@/lib/br-documents';
import { TIME_ZONE } from '@/lib/time-zone';
import { countersignContractAction } from '../signing/actions';

export type CountersignConfirmation = { kind: 'password' } | { kind: 'provider'; provider: string; fresh: boolean };

type Props = {
  contractId: string;
  /** The SHA-256 of the version the client signed (the page's contractDocument). */
  contentSha256: string;
  clientSignature: { signerName: string; document: string; email: string; signedAt: Date };
  /** countersignConfirmation(): the password, or a fresh sign-in for an account without one. */
  confirmation: CountersignConfirmation;
};

/**
 * The freelancer's countersignature on /app/contracts/[id] while the status is assinado_cliente:
 * what the client signed (name, document, verified e-mail, time), then the password (or a Google
 * sign-in from the last 5 minutes) and "Assinar contrato". The server checks the same rule.
 */
export function CountersignPanel({ contractId, contentSha256, clientSignature, confirmation }: Props) {
  const t = useTranslations('contractSigning');
  const translate = useTranslations();
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const needsSignIn = confirmation.kind === 'provider' && !confirmation.fresh;
  const { submit, pending, errorOf, clearError } = useActionForm({
    action: (input: { password: string; contentSha256: string }) => countersignContractAction(contractId, input),
    fields: ['password'],
    onSuccess: () => {
      toast.success(t('signedToast'));
      router.refresh();
    },
    onRefused: (refusal, shown) => {
      if (!shown.length) toast.error(translate(refusal.message));
    },
    onError: () => toast.error(t('saveError')),
  });

  async function signInAgain() {
    if (confirmation.kind !== 'provider') return;
    setRedirecting(true);
    const back = getPathname({ href: `/app/contracts/${contractId}`, locale });
    try {
      const { error } = await authClient.signIn.social({
        provider: confirmation.provider,
        callbackURL: back,
        errorCallbackURL: back,
      });
      if (error) throw new Error(error.message);
    } catch {
      toast.error(t('saveError'));
      setRedirecting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (needsSignIn) return void signInAgain();
    submit({ password: confirmation.kind === 'password' ? password : '', contentSha256 });
  }

  const rows = [
    [t('signer'), clientSignature.signerName],
    [
      t('document'),
      /^[0-9A-Z]{11,14}$/.test(clientSignature.document) ? formatCpfOrCnpj(clientSignature.document) : clientSignature.document,
    ],
    [t('email'), clientSignature.email],
    [t('signedAt'), format.dateTime(clientSignature.signedAt, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE })],
  ] as const;

  return (
    <section
      aria-labelledby="countersign-title"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      data-testid="countersign-panel"
    >
      <div className="grid gap-1">
        <h2 id="countersign-title" className="flex items-center gap-2 text-lg font-semibold">
          <PenLineIcon aria-hidden="true" className="size-5 text-primary" />
          {t('title')}
        </h2>
        <p className="text-muted-foreground">{t('body')}</p>
      </div>
      <div className="grid gap-2 rounded-lg bg-muted/50 p-4">
        <h3 className="text-sm font-medium">{t('clientSigned')}</h3>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {confirmation.kind === 'password' ? (
          <FormField id="countersign-password" label={t('password')} error={errorOf('password')} hint={t('passwordHint')}>
            <Input
              id="countersign-password"
              type="password"
              value={password}
              onChange={(e) => (setPassword(e.target.value), clearError('password'))}
              autoComplete="current-password"
              maxLength={500}
              className="sm:max-w-sm"
              {...fieldAria('countersign-password', { error: errorOf('password'), hint: t('passwordHint') })}
            />
          </FormField>
        ) : (
          needsSignIn && <p className="text-sm text-muted-foreground">{t('freshSignIn', { provider: 'Google' })}</p>
        )}
        <div>
          {needsSignIn ? (
            <Button type="submit" disabled={redirecting}>
              <LogInIcon aria-hidden="true" />
              {t('signInAgain')}
            </Button>
          ) : (
            <Button type="submit" size="lg" disabled={pending}>
              <PenLineIcon aria-hidden="true" />
              {pending ? t('signing') : t('sign')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
