// The field values of a new contract, read from what Valora already knows: the freelancer's
// profile, the client, the proposal and the calculator's hourly rate. Pure: the mutation loads the
// rows, this formats them in the CONTRACT's language (money always in reais). A value Valora does
// not know stays absent, so the editor shows it as a blank to fill (docs/contracts.md).
import { formatCpfOrCnpj } from '@/lib/br-documents';
import type { ContractField, FieldValues } from '@/lib/contracts/merge-fields';
import { formatBRL } from '@/lib/money';
import { depositCents } from '@/lib/proposal-content';
import { calendarDayAsDate } from '@/lib/proposals';
import { TIME_ZONE } from '@/lib/time-zone';
import type { ContractLanguage } from './templates/types';

export type BuilderProfile = {
  fullName: string | null;
  companyName?: string | null;
  cpf: string | null;
  cnpj: string | null;
  address: string | null;
  city: string | null;
  email: string | null;
  pixKey: string | null;
};

export type BuilderClient = { name: string; document: string | null; address: string | null; email: string | null };

export type BuilderProposal = {
  title: string;
  items: readonly { serviceName: string; hours: number; priceCents: number }[];
  totalCents: number;
  /** The deposit share asked (0: none). */
  depositPercent: number;
  /** 'YYYY-MM-DD' */
  validUntil: string;
  createdAt: Date;
};

export type BuilderInput = {
  language: ContractLanguage;
  profile: BuilderProfile | null;
  client: BuilderClient;
  proposal: BuilderProposal;
  hourlyRateCents: number;
  now?: Date;
};

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE };

/** A day in the language's short numeric form: 27/11/2026, 11/27/2026, 27.11.2026. */
export function formatContractDate(date: Date, language: ContractLanguage): string {
  return new Intl.DateTimeFormat(language, DATE_OPTIONS).format(date);
}

export function formatHours(hours: number, language: ContractLanguage): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(hours);
}

export function formatPercent(percent: number, language: ContractLanguage): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** One proposal line per line: "• Logo: 10 h, R$ 1.000,00". */
export function proposalLinesText(items: BuilderProposal['items'], language: ContractLanguage): string {
  return items
    .map((i) => `• ${i.serviceName.trim()}: ${formatHours(i.hours, language)} h, ${formatBRL(i.priceCents, language)}`)
    .join('\n');
}

const clean = (value: string | null | undefined) => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : undefined;
};

function documentOf(value: string | null | undefined): string | undefined {
  const v = clean(value);
  return v ? formatCpfOrCnpj(v) : undefined;
}

export function buildFieldValues(input: BuilderInput): FieldValues {
  const { language, profile, client, proposal } = input;
  const money = (cents: number) => formatBRL(cents, language);
  const deposit = proposal.depositPercent > 0 ? depositCents(proposal.totalCents, proposal.depositPercent) : 0;
  const values: Partial<Record<ContractField, string | undefined>> = {
    'profissional.nome': clean(profile?.fullName) ?? clean(profile?.companyName),
    'profissional.cpf_cnpj': documentOf(profile?.cnpj) ?? documentOf(profile?.cpf),
    'profissional.endereco': clean(profile?.address),
    'profissional.cidade': clean(profile?.city),
    'profissional.email': clean(profile?.email),
    'profissional.pix': clean(profile?.pixKey),
    'profissional.valor_hora': input.hourlyRateCents > 0 ? money(input.hourlyRateCents) : undefined,
    'cliente.nome': clean(client.name),
    'cliente.cpf_cnpj': documentOf(client.document),
    'cliente.endereco': clean(client.address),
    'cliente.email': clean(client.email),
    'proposta.titulo': clean(proposal.title),
    'proposta.itens': proposal.items.length ? proposalLinesText(proposal.items, language) : undefined,
    'proposta.total': money(proposal.totalCents),
    'proposta.sinal_percentual': deposit > 0 ? formatPercent(proposal.depositPercent, language) : undefined,
    'proposta.sinal_valor': deposit > 0 ? money(deposit) : undefined,
    'proposta.saldo': money(proposal.totalCents - deposit),
    'proposta.validade': formatContractDate(calendarDayAsDate(proposal.validUntil), language),
    'proposta.data': formatContractDate(proposal.createdAt, language),
    'contrato.data': formatContractDate(input.now ?? new Date(), language),
    'contrato.parcelas': '1',
  };
  const result: FieldValues = {};
  for (const [field, value] of Object.entries(values) as [ContractField, string | undefined][])
    if (value !== undefined) result[field] = value;
  return result;
}
