'use client';

import { FileDownIcon, SendIcon, UserPlusIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/use-action-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useActionErrorToast } from '@/features/account/components/plan-limit';
import { ClientDialog } from '@/features/clients/components/client-dialog';
import { useRouter } from '@/i18n/navigation';
import { isLocale, locales, type Locale } from '@/i18n/routing';
import { centsToInput } from '@/lib/money-input';
import { defaultChoice, proposalTotals, type ProposalPackage } from '@/lib/proposal-pricing';
import { createProposalAction, updateProposalAction } from '../actions';
import {
  linesInput,
  nextRowKey,
  readDiscount,
  readLine,
  rowsOf,
  type DiscountKind,
  type EditorRow,
  type LineReading,
} from '../line-rows';
import type { ClientOption, ProposalWithItems, ServiceOption } from '../queries';
import { PROPOSAL_STATUSES, type ProposalInput, type ProposalStatus } from '../schemas';
import { ProposalLines } from './proposal-lines';
import { ProposalPackages } from './proposal-packages';
import { ProposalSummary, type ProfessionalSummary } from './proposal-summary';
import { TotalDiscount } from './total-discount';

type Props = {
  proposal?: ProposalWithItems;
  clients: ClientOption[];
  services: ServiceOption[];
  professional: ProfessionalSummary;
  defaultValidUntil: string;
  /** The calculator's hourly rate: lines priced below it are flagged before sending. */
  hourlyRateCents: number;
};
type Intent = 'enviada' | 'rascunho' | 'save' | 'pdf';

/** The select's value for "keep the client this proposal was sent to" after that client was deleted. */
const KEPT_CLIENT = 'kept';

/** New proposal and edit: Informações Básicas, Serviços and Resumo, saved by intent. */
export function ProposalForm({
  proposal,
  clients: initialClients,
  services,
  professional,
  defaultValidUntil,
  hourlyRateCents,
}: Props) {
  const t = useTranslations('proposals');
  const tc = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  const showError = useActionErrorToast();
  const [clients, setClients] = useState(initialClients);
  // A proposal whose client was deleted keeps the name it was sent with, and can be saved as it is.
  const keptClient = proposal && !proposal.clientId ? proposal.clientName : null;
  const [clientId, setClientId] = useState(proposal?.clientId ?? (keptClient ? KEPT_CLIENT : ''));
  const [title, setTitle] = useState(proposal?.title ?? '');
  const [description, setDescription] = useState(proposal?.description ?? '');
  const [validUntil, setValidUntil] = useState(proposal?.validUntil ?? defaultValidUntil);
  // An accepted proposal is locked: saving it makes the next version, to be sent for acceptance again.
  const [status, setStatus] = useState<ProposalStatus>(proposal?.acceptance ? 'enviada' : (proposal?.status ?? 'rascunho'));
  const [rows, setRows] = useState<EditorRow[]>(() => (proposal ? rowsOf(proposal.items, locale) : []));
  const [packages, setPackages] = useState<ProposalPackage[]>(proposal?.packages ?? []);
  const [discountKind, setDiscountKind] = useState<DiscountKind>(proposal?.discountKind ?? 'none');
  const [discount, setDiscount] = useState(() =>
    !proposal?.discountKind
      ? ''
      : proposal.discountKind === 'amount'
        ? centsToInput(proposal.discountValue ?? 0, locale)
        : String((proposal.discountValue ?? 0) / 100).replace('.', locale === 'en' ? '.' : ','),
  );
  const [language, setLanguage] = useState<Locale>(proposal && isLocale(proposal.locale) ? proposal.locale : locale);
  // The button pressed last: its label says what is under way while the form is pending.
  const [intent, setIntent] = useState<Intent | null>(null);
  const [missing, setMissing] = useState(false);
  const [newClientOpen, setNewClientOpen] = useState(false);

  // Each line read as the server reads it (same rules, same locale): no total while one is refused.
  const readings = new Map<string, LineReading>(
    rows.flatMap((r) => (r.type === 'line' ? [[r.key, readLine(r, locale, hourlyRateCents)] as const] : [])),
  );
  const priced = [...readings.values()].flatMap((r) => (r.priced ? [r.priced] : []));
  const totalDiscount = readDiscount(discountKind, discount, locale);
  const pricesValid = priced.length === readings.size && totalDiscount !== undefined;
  const complete = clientId !== '' && title.trim() !== '' && readings.size > 0;
  const totals = pricesValid ? proposalTotals(priced, totalDiscount, defaultChoice(packages)) : null;
  const belowRate = [...readings.values()].filter((r) => r.belowRateCents > 0).length;

  const form = useActionForm({
    action: (input: ProposalInput & { intent: Intent }) =>
      proposal ? updateProposalAction(proposal.id, withoutIntent(input)) : createProposalAction(withoutIntent(input)),
    // Every field is checked before saving (the required ones, each price under its line).
    fields: [],
    onSuccess: (saved, { intent: done }) => {
      if (done === 'pdf') {
        const link = Object.assign(document.createElement('a'), { href: `/api/proposals/${saved.id}/pdf`, download: '' });
        link.click();
      }
      toast.success(
        t(proposal ? (saved.id === proposal.id ? 'updated' : 'newVersionSaved') : done === 'enviada' ? 'sent' : 'draftSaved'),
      );
      router.push(`/app/proposals/${saved.id}`);
    },
    onRefused: (refusal) => showError(refusal.message),
    onError: () => toast.error(t('saveError')),
  });
  const clientName = clientId === KEPT_CLIENT ? keptClient : (clients.find((c) => c.id === clientId)?.name ?? null);

  function save(intent: Intent) {
    if (!complete) {
      setMissing(true);
      toast.error(t('requiredFields'));
      return;
    }
    if (!pricesValid) {
      toast.error(t('invalidPrice'));
      return;
    }
    setIntent(intent);
    form.submit({
      intent,
      clientId: clientId === KEPT_CLIENT ? null : clientId,
      title,
      description,
      validUntil,
      locale,
      status: intent === 'enviada' || intent === 'rascunho' ? intent : proposal ? status : 'rascunho',
      lines: linesInput(rows),
      discount: discountKind === 'none' || discount.trim() === '' ? null : { kind: discountKind, value: discount },
      packages,
      language,
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault(); // Enter in a field: the main button's action, or the required-fields message
    save(proposal ? 'save' : 'rascunho');
  }

  const busy = form.pending;
  const label = (of: Intent, idle: string) => (busy && intent === of ? (of === 'pdf' ? t('generating') : t('saving')) : idle);
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <Section title={t('basicInfo')}>
            <div className="grid gap-2">
              <Label htmlFor="proposal-client">{t('client')}</Label>
              <div className="flex gap-2">
                <NativeSelect
                  id="proposal-client"
                  value={clientId}
                  onChange={(e) => setClientId(e.target.value)}
                  aria-invalid={missing && !clientId ? true : undefined}
                  aria-describedby={keptClient ? 'proposal-client-kept' : undefined}
                >
                  <option value="">{t('clientPlaceholder')}</option>
                  {keptClient && <option value={KEPT_CLIENT}>{t('deletedClientOption', { name: keptClient })}</option>}
                  {clients.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
                <Button type="button" variant="outline" onClick={() => setNewClientOpen(true)}>
                  <UserPlusIcon aria-hidden="true" />
                  {t('newClient')}
                </Button>
              </div>
              {keptClient && (
                <p id="proposal-client-kept" className="text-xs text-muted-foreground">
                  {t('deletedClientHint')}
                </p>
              )}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="proposal-title">{t('title')}</Label>
              <Input
                id="proposal-title"
                value={title}
                maxLength={200}
                placeholder={t('titlePlaceholder')}
                onChange={(e) => setTitle(e.target.value)}
                aria-invalid={missing && !title.trim() ? true : undefined}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="proposal-description">{t('description')}</Label>
              <Textarea
                id="proposal-description"
                rows={4}
                maxLength={5000}
                value={description}
                placeholder={t('descriptionPlaceholder')}
                onChange={(e) => setDescription(e.target.value)}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="proposal-valid-until">{t('validUntil')}</Label>
                <Input id="proposal-valid-until" type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="proposal-language">{t('language')}</Label>
                <NativeSelect
                  id="proposal-language"
                  value={language}
                  onChange={(e) => setLanguage(e.target.value as Locale)}
                  aria-describedby="proposal-language-hint"
                >
                  {locales.map((l) => (
                    <option key={l} value={l}>
                      {tc(`languages.${l}`)}
                    </option>
                  ))}
                </NativeSelect>
                <p id="proposal-language-hint" className="text-xs text-muted-foreground">
                  {t('languageHint')}
                </p>
              </div>
              {proposal && (
                <div className="grid gap-2">
                  <Label htmlFor="proposal-status">{t('status')}</Label>
                  <NativeSelect id="proposal-status" value={status} onChange={(e) => setStatus(e.target.value as ProposalStatus)}>
                    {PROPOSAL_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t(`statuses.${s}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              )}
            </div>
          </Section>
          <Section title={t('services')}>
            <ProposalLines
              rows={rows}
              readings={readings}
              services={services}
              packages={packages}
              onChange={setRows}
              onAdd={(s) =>
                setRows((current) => [
                  ...current,
                  {
                    type: 'line',
                    key: nextRowKey(),
                    serviceId: s.id,
                    free: false,
                    name: s.name,
                    hours: s.hours,
                    unit: 'hours',
                    quantity: '1',
                    price: centsToInput(s.defaultPriceCents, locale),
                    discountKind: 'none',
                    discount: '',
                    recurring: false,
                    optional: false,
                    packageId: null,
                  },
                ])
              }
            />
            <TotalDiscount
              kind={discountKind}
              value={discount}
              invalid={totalDiscount === undefined}
              onKind={setDiscountKind}
              onValue={setDiscount}
            />
          </Section>
          <Section title={t('packages')}>
            <ProposalPackages
              packages={packages}
              onChange={(next) => {
                setPackages(next);
                // A line of a package that is gone goes back to every package.
                const ids = new Set(next.map((p) => p.id));
                setRows((current) =>
                  current.map((r) => (r.type === 'line' && r.packageId && !ids.has(r.packageId) ? { ...r, packageId: null } : r)),
                );
              }}
            />
          </Section>
        </div>
        <div className="grid content-start gap-4 lg:sticky lg:top-20">
          <Section title={t('summary')}>
            <ProposalSummary
              clientName={clientName}
              professional={professional}
              totalCents={totals?.oneOffCents ?? null}
              totals={totals}
              choosable={packages.length > 0 || priced.some((l) => l.optional)}
            />
          </Section>
          {belowRate > 0 && (
            <p
              role="status"
              className="rounded-lg border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
              data-testid="below-rate-warning"
            >
              {t('belowRateWarning', { count: belowRate })}
            </p>
          )}
          {missing && !complete && (
            <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
              {t('requiredFields')}
            </p>
          )}
          <div className="grid gap-2">
            {proposal ? (
              <Button type="button" disabled={!complete || busy} onClick={() => save('save')}>
                {label('save', t('saveChanges'))}
              </Button>
            ) : (
              <>
                <Button type="button" disabled={!complete || busy} onClick={() => save('enviada')}>
                  <SendIcon aria-hidden="true" />
                  {label('enviada', t('send'))}
                </Button>
                <Button type="button" variant="outline" disabled={!complete || busy} onClick={() => save('rascunho')}>
                  {label('rascunho', t('saveDraft'))}
                </Button>
              </>
            )}
            <Button type="button" variant="secondary" disabled={!complete || busy} onClick={() => save('pdf')}>
              <FileDownIcon aria-hidden="true" />
              {label('pdf', t('generate'))}
            </Button>
          </div>
        </div>
      </form>
      {/* Outside the form: a portal's submit events still bubble through React to its ancestors. */}
      <ClientDialog
        open={newClientOpen}
        onOpenChange={setNewClientOpen}
        onSaved={(client) => {
          setClients((current) =>
            [...current, { id: client.id, name: client.name }].sort((a, b) => a.name.localeCompare(b.name, locale)),
          );
          setClientId(client.id);
        }}
      />
    </>
  );
}

/** The action's input: which button was pressed stays in the form. */
function withoutIntent({ intent: _intent, ...input }: ProposalInput & { intent: Intent }): ProposalInput {
  return input;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
