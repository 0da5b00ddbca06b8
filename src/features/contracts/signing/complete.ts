import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { contracts, contractSignatures, users } from '@/db/schema';
import { sendContractEmail } from '@/features/email/mailer';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { appPath } from './notifications';
import { contractLocale, contractWithVersion, publicContractUrl } from './queries';

/**
 * The last step once both parties signed: both are told, each in their language, with the link
 * (the client's signing page, the freelancer's contract page). Never fails the countersignature:
 * a mail problem is logged.
 */
export async function completeContract(db: Database, contractId: string): Promise<void> {
  // The PDF helper adds here: render the final PDF, store it (finalPdfKey, finalPdfSha256) and attach it.
  const row = (
    await db
      .select({ contract: contracts, email: users.email, locale: users.locale })
      .from(contracts)
      .innerJoin(users, eq(users.id, contracts.userId))
      .where(eq(contracts.id, contractId))
  ).at(0);
  if (row?.contract.status !== 'assinado') return;
  const found = await contractWithVersion(db, row.contract);
  if (!found) return;
  const { contract, document } = found;
  const client = (
    await db
      .select({ email: contractSignatures.email, name: contractSignatures.signerName })
      .from(contractSignatures)
      .where(
        and(
          eq(contractSignatures.versionId, found.version.id),
          eq(contractSignatures.role, 'client'),
          isNull(contractSignatures.voidedAt),
        ),
      )
  ).at(0);
  const freelancerLocale = isLocale(row.locale) ? row.locale : defaultLocale;
  const professionalName = document.professional.name || row.email;
  const sends: Promise<void>[] = [
    sendContractEmail({
      kind: 'contract-completed',
      recipient: 'professional',
      to: row.email,
      locale: freelancerLocale,
      title: contract.title,
      otherName: client?.name ?? contract.clientName,
      url: appPath(freelancerLocale, `/app/contracts/${contract.id}`),
    }),
  ];
  const link = publicContractUrl(contract);
  if (client && link)
    sends.push(
      sendContractEmail({
        kind: 'contract-completed',
        recipient: 'client',
        to: client.email,
        locale: contractLocale(contract.language),
        title: contract.title,
        otherName: professionalName,
        url: link,
      }),
    );
  for (const result of await Promise.allSettled(sends))
    if (result.status === 'rejected')
      console.error(`[contract-signing] could not e-mail the completion of ${contract.id}`, result.reason);
}
