import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { contractEvents, contracts, contractSignatures, users } from '@/db/schema';
import { appUrl } from '@/env';
import { sendContractEmail } from '@/features/email/mailer';
import { getProfessional } from '@/features/proposals/queries';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { SIGN_CODE_TTL_MS } from '@/lib/contracts/sign-code';
import type { CodeMail, ContractLinkEvent } from './mutations';
import { publicContractUrl } from '../link';
import { contractLocale } from './queries';

const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);
/** A page of the app in the freelancer's interface language. */
export const appPath = (locale: Locale, path: string) => `${appUrl()}${locale === defaultLocale ? '' : `/${locale}`}${path}`;

async function contractAndOwner(db: Database, contractId: string) {
  return (
    await db
      .select({ contract: contracts, email: users.email, locale: users.locale })
      .from(contracts)
      .innerJoin(users, eq(users.id, contracts.userId))
      .where(eq(contracts.id, contractId))
  ).at(0);
}

/** The freelancer's name as the client knows it: the business, the person, or the e-mail. */
export async function professionalName(db: Database, userId: string, fallback: string): Promise<string> {
  const info = await getProfessional(db, userId);
  return info?.companyName || info?.fullName || fallback;
}

/** The 6-digit code, to the client's address, in the contract's language. Throws when it cannot be sent. */
export async function emailSignCode(db: Database, mail: CodeMail): Promise<void> {
  const row = await contractAndOwner(db, mail.contractId);
  if (!row) throw new Error(`[contract-signing] contract ${mail.contractId} is gone`);
  await sendContractEmail({
    kind: 'contract-code',
    to: mail.to,
    locale: contractLocale(row.contract.language),
    title: row.contract.title,
    url: publicContractUrl(row.contract) ?? appUrl(),
    code: mail.code,
    professionalName: await professionalName(db, row.contract.userId, row.email),
    minutes: SIGN_CODE_TTL_MS / 60_000,
  });
}

/** Tells the freelancer, in their language, that the client viewed (first time), signed or refused. */
export async function notifyFreelancer(db: Database, event: ContractLinkEvent): Promise<void> {
  const row = await contractAndOwner(db, event.contractId);
  if (!row) return;
  const locale = localeOf(row.locale);
  const common = {
    to: row.email,
    locale,
    title: row.contract.title,
    clientName: row.contract.clientName,
    url: appPath(locale, `/app/contracts/${row.contract.id}`),
  };
  if (event.kind === 'viewed') return sendContractEmail({ kind: 'contract-viewed', ...common });
  if (event.kind === 'signed') {
    const signature = (
      await db
        .select({ signerName: contractSignatures.signerName })
        .from(contractSignatures)
        .where(
          and(
            eq(contractSignatures.contractId, row.contract.id),
            eq(contractSignatures.role, 'client'),
            isNull(contractSignatures.voidedAt),
          ),
        )
        .orderBy(asc(contractSignatures.signedAt))
    ).at(-1);
    return sendContractEmail({
      kind: 'contract-signed',
      ...common,
      signerName: signature?.signerName ?? row.contract.clientName,
    });
  }
  const refusal = (
    await db
      .select({ detail: contractEvents.detail })
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, row.contract.id), eq(contractEvents.kind, 'refused')))
      .orderBy(asc(contractEvents.createdAt))
  ).at(-1);
  return sendContractEmail({ kind: 'contract-refused', ...common, reason: refusal?.detail ?? null });
}

/** Notifies without ever failing the client's answer: a mail problem is logged, not shown. */
export async function notifyFreelancerSafely(db: Database, event: ContractLinkEvent | null): Promise<void> {
  if (!event) return;
  try {
    await notifyFreelancer(db, event);
  } catch (error) {
    console.error(`[contract-signing] could not notify the freelancer of ${event.kind} (${event.contractId})`, error);
  }
}
