import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { hitRateLimit, type RateLimit } from '@/db/rate-limit';
import { accounts, contractEvents, contracts, contractSignatures, profiles, users } from '@/db/schema';
import { isFreshProviderSignIn, signInMeans } from '@/features/auth/delete-account';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { compactDocument } from '@/lib/br-documents';
import { nextContractStatus } from '@/lib/contracts/status';
import { verifyPassword } from '@/lib/password';
import { fieldErrorsOf } from '@/lib/field-errors';
import { contractIdSchema, countersignSchema } from './schemas';
import { contractWithVersion } from './queries';

/** Wrong passwords on countersigning: 5 in 15 minutes per user, then a pause. */
export const COUNTERSIGN_TRIES: RateLimit = { max: 5, windowMs: 15 * 60_000 };

/** The session the countersignature is made in (better-auth's row): its age and how it was made. */
export type CountersignSession = { userId: string; createdAt: Date | string; signInMethod?: unknown };
export type Evidence = { ip: string | null; userAgent: string | null };

/** What the panel asks of this session: the password, or a (fresh) sign-in with the provider. */
export async function countersignConfirmation(db: Database, session: CountersignSession, now = Date.now()) {
  const { hasPassword, providers } = await signInMeans(db, session.userId);
  if (hasPassword) return { kind: 'password' as const };
  return { kind: 'provider' as const, provider: providers[0] ?? 'google', fresh: isFreshProviderSignIn(session, providers, now) };
}

async function passwordMatches(db: Database, userId: string, password: string): Promise<boolean> {
  const row = (
    await db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  ).at(0);
  return !!row?.hash && (await verifyPassword(row.hash, password));
}

/**
 * The freelancer signs after the client: proves it is them (the password, or a provider sign-in
 * made in the last 5 minutes for an account without one), on the same text the client signed
 * (its hash), then in one transaction: the professional signature with its evidence, status
 * assinado_cliente -> assinado, signedAt, events countersigned and completed.
 */
export async function countersignContract(
  db: Database,
  session: CountersignSession,
  contractId: unknown,
  input: unknown,
  evidence: Evidence,
): Promise<ActionResult<{ contractId: string }>> {
  const userId = session.userId;
  const id = contractIdSchema.safeParse(contractId);
  if (!id.success) return fail('contractSigning.notFound');
  const parsed = countersignSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, 'contractSigning', 'contractSigning.saveError');
    return fail(Object.values(fieldErrors)[0], fieldErrors);
  }
  const owned = (
    await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.id, id.data), eq(contracts.userId, userId)))
  ).at(0);
  if (!owned) return fail('contractSigning.notFound');

  const confirmation = await countersignConfirmation(db, session);
  if (confirmation.kind === 'password') {
    if (!(await hitRateLimit(db, `contract-countersign:${userId}`, COUNTERSIGN_TRIES)))
      return fail('contractSigning.tooManyTries');
    if (!parsed.data.password || !(await passwordMatches(db, userId, parsed.data.password)))
      return fail('contractSigning.passwordWrong', { password: 'contractSigning.passwordWrong' });
  } else if (!confirmation.fresh) {
    return fail('contractSigning.freshSignInRequired');
  }

  return db.transaction(async (tx) => {
    const row = (
      await tx
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, id.data), eq(contracts.userId, userId)))
        .for('update')
    ).at(0);
    if (!row) return fail('contractSigning.notFound');
    const status = nextContractStatus(row.status, 'countersign');
    if (!status) return fail(row.status === 'assinado' ? 'contractSigning.alreadySigned' : 'contractSigning.notSignedByClient');
    const found = await contractWithVersion(tx, row);
    if (!found) return fail('contractSigning.notFound');
    const { document, version, signatures } = found;
    const client = signatures.find((s) => s.role === 'client');
    if (!client) return fail('contractSigning.notSignedByClient');
    // The client's signature covers this very text; a changed page (another tab) is refused.
    if (client.contentSha256 !== document.sha256 || parsed.data.contentSha256 !== document.sha256)
      return fail('contractSigning.changed');
    const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    const profile = (await tx.select().from(profiles).where(eq(profiles.userId, userId))).at(0);
    const typed = document.professional.document || profile?.cnpj || profile?.cpf || '';
    const now = new Date();
    await tx.insert(contractSignatures).values({
      contractId: row.id,
      versionId: version.id,
      userId,
      role: 'professional',
      signerName: document.professional.name || profile?.companyName || profile?.fullName || user.name,
      document: compactDocument(typed) ?? typed,
      email: user.email,
      emailVerified: true,
      signedAt: now,
      ip: evidence.ip,
      userAgent: evidence.userAgent,
      contentSha256: document.sha256,
      content: document.content,
    });
    await tx.update(contracts).set({ status, signedAt: now, updatedAt: now }).where(eq(contracts.id, row.id));
    const common = { contractId: row.id, userId, version: row.version, ip: evidence.ip, userAgent: evidence.userAgent };
    await tx.insert(contractEvents).values([
      {
        ...common,
        kind: 'countersigned',
        detail: confirmation.kind === 'password' ? 'password' : confirmation.provider,
        createdAt: now,
      },
      { ...common, kind: 'completed', detail: null, createdAt: new Date(now.getTime() + 1) },
    ]);
    return ok({ contractId: row.id });
  });
}
