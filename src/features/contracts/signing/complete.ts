import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { contracts, contractSignatures, users } from '@/db/schema';
import { sendContractEmail } from '@/features/email/mailer';
import { finalizeContract } from '../pdf/finalize';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { appPath } from './notifications';
import { publicContractUrl } from '../link';
import { contractLocale, contractWithVersion } from './queries';

/**
 * The last step once both parties signed: the final PDF is rendered, stored and e-mailed, attached,
 * to both signers in the contract's language (pdf/finalize.ts); the freelancer is also told in the
 * interface's language, with the contract's page. Should the PDF fail, the client still gets the
 * news with the signing link (where the PDF is rendered on demand). Never fails the
 * countersignature: a problem is logged.
 */
export async function completeContract(db: Database, contractId: string): Promise<void> {
  let pdfSent = false;
  try {
    pdfSent = (await finalizeContract(db, contractId)).ok;
  } catch (error) {
    console.error(`[contract-signing] the final PDF of ${contractId} could not be made`, error);
  }
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
  if (client && link && !pdfSent)
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
