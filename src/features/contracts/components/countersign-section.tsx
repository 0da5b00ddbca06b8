import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { contracts } from '@/db/schema';
import { getSession } from '@/features/auth/session';
import { countersignConfirmation } from '../signing/countersign';
import { contractWithVersion } from '../signing/queries';
import { CountersignPanel } from './countersign-panel';

/**
 * What /app/contracts/[id] renders for the countersignature: the panel while the client has signed
 * and the freelancer has not (status assinado_cliente), with the client's signature and what this
 * session must give (the password, or a fresh Google sign-in); nothing otherwise.
 */
export async function CountersignSection({ contractId }: { contractId: string }) {
  const session = await getSession();
  if (!session) return null;
  const db = getDb();
  const row = (
    await db
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, contractId), eq(contracts.userId, session.user.id)))
  ).at(0);
  if (row?.status !== 'assinado_cliente') return null;
  const found = await contractWithVersion(db, row);
  const client = found?.signatures.find((s) => s.role === 'client');
  if (!found || !client) return null;
  const confirmation = await countersignConfirmation(db, {
    userId: session.user.id,
    createdAt: session.session.createdAt,
    signInMethod: (session.session as { signInMethod?: unknown }).signInMethod,
  });
  return (
    <CountersignPanel
      contractId={row.id}
      contentSha256={found.document.sha256}
      clientSignature={{
        signerName: client.signerName,
        document: client.document,
        email: client.email,
        signedAt: client.signedAt,
      }}
      confirmation={confirmation}
    />
  );
}
