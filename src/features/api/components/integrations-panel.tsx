'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { WEBHOOK_EVENTS } from '@/lib/integrations';
import type { ActionResult } from '@/lib/action-result';
import {
  addWebhookEndpointAction,
  createApiKeyAction,
  deleteWebhookEndpointAction,
  enableWebhookEndpointAction,
  resendWebhookDeliveryAction,
  revokeApiKeyAction,
} from '../actions';
import type { Integrations } from '../integrations';

/** API keys and webhooks of Configurações > Integrações (the page renders it only when the plan allows). */
export function IntegrationsPanel({ data }: { data: Omit<Integrations, 'locked'> }) {
  const t = useTranslations('api');
  const root = useTranslations();
  const format = useFormatter();
  const [pending, startTransition] = useTransition();
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });

  function run<T>(action: () => Promise<ActionResult<T>>, done: (data: T) => void) {
    setError(null);
    startTransition(async () => {
      const result = await action();
      if (result.ok) done(result.data);
      else {
        const message = root(result.message);
        setError(message);
        toast.error(message);
      }
    });
  }

  /** A listed key's, endpoint's or delivery's button: runs `action` (once `confirm` is answered yes), then toasts `done`. */
  const itemButton = (
    label: string,
    action: () => Promise<ActionResult<unknown>>,
    { done, confirm, variant = 'outline' }: { done?: string; confirm?: string; variant?: 'outline' | 'default' } = {},
  ) => (
    <Button
      type="button"
      variant={variant}
      size="sm"
      disabled={pending}
      onClick={() => {
        if (confirm === undefined || window.confirm(confirm)) run(action, () => done && toast.success(done));
      }}
    >
      {label}
    </Button>
  );

  function createKey(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const scopes = form.getAll('scopes').map(String);
    run(
      () => createApiKeyAction({ name: (form.get('name') as string | null) ?? '', scopes }),
      (created) => setSecret(created.secret),
    );
  }

  function addEndpoint(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    run(
      () =>
        addWebhookEndpointAction({ url: (form.get('url') as string | null) ?? '', events: form.getAll('events').map(String) }),
      () => toast.success(t('webhooks.added')),
    );
  }

  return (
    <div className="grid gap-8">
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <PanelSection id="api-keys-title" title={t('keys.title')} body={t('keys.body')}>
        <form onSubmit={createKey} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor="api-key-name">{t('keys.name')}</Label>
            <Input id="api-key-name" name="name" maxLength={60} placeholder={t('keys.namePlaceholder')} required />
          </div>
          <fieldset className="flex h-9 items-center gap-4 text-sm">
            <legend className="sr-only">{t('keys.scopes')}</legend>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="scopes" value="read" defaultChecked /> {t('keys.scopeRead')}
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="scopes" value="write" /> {t('keys.scopeWrite')}
            </label>
          </fieldset>
          <Button type="submit" disabled={pending}>
            {t('keys.create')}
          </Button>
        </form>
        {secret && (
          <div className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3" role="status">
            <p className="text-sm font-medium">{t('keys.created')}</p>
            <code className="break-all font-mono text-sm">{secret}</code>
            <CopyButton
              value={secret}
              label={t('keys.copy')}
              copiedLabel={t('keys.copied')}
              errorLabel={t('keys.created')}
              className="w-fit"
            />
          </div>
        )}
        {data.keys.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('keys.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {data.keys.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm">
                <span className="grid min-w-0 gap-1">
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-medium">{k.name}</span>
                    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{k.prefix}…</code>
                  </span>
                  <span className="text-muted-foreground">
                    {k.scopes.map((s) => (s === 'read' ? t('keys.scopeRead') : t('keys.scopeWrite'))).join(' + ')} ·{' '}
                    {k.lastUsedAt ? t('keys.lastUsed', { date: date(k.lastUsedAt) }) : t('keys.neverUsed')}
                  </span>
                </span>
                {k.revokedAt ? (
                  <span className="text-muted-foreground">{t('keys.revoked')}</span>
                ) : (
                  itemButton(t('keys.revoke'), () => revokeApiKeyAction(k.id), {
                    confirm: t('keys.revokeConfirm', { name: k.name }),
                    done: t('keys.revokedToast'),
                  })
                )}
              </li>
            ))}
          </ul>
        )}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the API reference is a route handler's page, not a Next.js page */}
        <a href="/api/v1/docs" className="w-fit text-sm font-medium text-primary underline underline-offset-4">
          {t('docs')}
        </a>
      </PanelSection>

      <PanelSection id="webhooks-title" title={t('webhooks.title')} body={t('webhooks.body')} className="border-t pt-8">
        <form onSubmit={addEndpoint} className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="webhook-url">{t('webhooks.url')}</Label>
            <Input id="webhook-url" name="url" type="url" inputMode="url" maxLength={2000} required />
          </div>
          <fieldset className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <legend className="mb-2 font-medium">{t('webhooks.events')}</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2">
                <input type="checkbox" name="events" value={event} defaultChecked={event === 'proposal.accepted'} />
                {t(`webhooks.eventNames.${event}`)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={pending} className="w-fit">
            {t('webhooks.add')}
          </Button>
        </form>
        {data.endpoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('webhooks.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {data.endpoints.map((e) => (
              <li key={e.id} className="grid gap-2 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="break-all font-medium">{e.url}</span>
                  <span className={e.enabled ? 'text-primary' : 'text-destructive'}>
                    {e.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
                  </span>
                </div>
                <p className="text-muted-foreground">{e.events.map((ev) => t(`webhooks.eventNames.${ev}`)).join(', ')}</p>
                <p>
                  {t('webhooks.secret')}: <code className="break-all font-mono">{e.secret}</code>
                </p>
                <div className="flex gap-2">
                  {!e.enabled &&
                    itemButton(t('webhooks.enable'), () => enableWebhookEndpointAction(e.id), { variant: 'default' })}
                  {itemButton(t('webhooks.remove'), () => deleteWebhookEndpointAction(e.id), { done: t('webhooks.removed') })}
                </div>
              </li>
            ))}
          </ul>
        )}
        <h4 className="font-medium">{t('webhooks.deliveries')}</h4>
        {data.deliveries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('webhooks.noDeliveries')}</p>
        ) : (
          <ul className="grid gap-2">
            {data.deliveries.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
                <span>
                  <span className="font-medium">{t(`webhooks.eventNames.${d.eventType}`)}</span> ·{' '}
                  {t(`webhooks.status.${d.status}`)} · {t('webhooks.attempts', { count: d.attempts })}
                  {d.lastAttempt && (
                    <span className="text-muted-foreground">
                      {' '}
                      · {date(d.lastAttempt.at)} · {d.lastAttempt.responseStatus ?? t('webhooks.noResponse')}
                    </span>
                  )}
                </span>
                {itemButton(t('webhooks.resend'), () => resendWebhookDeliveryAction(d.id), { done: t('webhooks.resent') })}
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
    </div>
  );
}

/** A part of the panel (API keys, webhooks): its heading (`id`, naming the section), what it is for, and its form and lists. */
function PanelSection({
  id,
  title,
  body,
  className,
  children,
}: {
  id: string;
  title: string;
  body: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn('grid gap-4', className)} aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{body}</p>
      {children}
    </section>
  );
}
