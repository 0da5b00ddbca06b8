import 'server-only';
import { eq, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { forgetRateLimitsOf } from '@/db/rate-limit';
import {
  accounts,
  authMailSends,
  billingEvents,
  contracts,
  pendingPurchases,
  profiles,
  proposals,
  signInFailures,
  verifications,
} from '@/db/schema';
import { getStorage } from '@/features/storage/storage';
import { AUTH_ERROR_CODES } from './error-codes';

/** What a billing event keeps of a deleted account instead of its e-mail. */
export const DELETED_EMAIL = 'conta-excluida';

// What no foreign key reaches, read before the user row goes: the files (the profile holds the
// logo's key) and the proposal ids that name rate-limit counters.
const leftoversOf = new Map<string, { files: string[]; proposalIds: string[] }>();

export async function rememberUserFiles(db: Database, userId: string): Promise<void> {
  const [row, owned, ownedContracts] = await Promise.all([
    db.query.profiles.findFirst({ where: eq(profiles.userId, userId), columns: { logoKey: true } }),
    db.select({ id: proposals.id }).from(proposals).where(eq(proposals.userId, userId)),
    // The contract links count views, codes and answers per visitor address under the contract's id.
    db.select({ id: contracts.id }).from(contracts).where(eq(contracts.userId, userId)),
  ]);
  leftoversOf.set(userId, {
    files: row?.logoKey ? [row.logoKey] : [],
    proposalIds: [...owned, ...ownedContracts].map((p) => p.id),
  });
}

/**
 * After better-auth deleted the user row (and with it, by cascade, every row the user owned):
 * the user's files, and the traces keyed by the e-mail or the id that no foreign key reaches:
 * among them the rate-limit counters naming the user's proposals with their visitors' addresses.
 */
export async function forgetDeletedUser(db: Database, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  const leftovers = leftoversOf.get(user.id) ?? { files: [], proposalIds: [] };
  await db.transaction(async (tx) => {
    await tx.delete(signInFailures).where(eq(signInFailures.email, email));
    await tx.delete(authMailSends).where(eq(authMailSends.recipient, email));
    await tx.delete(pendingPurchases).where(eq(pendingPurchases.email, email));
    // The provider's event ids stay (a redelivery must still change nothing); the e-mail goes.
    await tx.update(billingEvents).set({ email: DELETED_EMAIL }).where(eq(billingEvents.email, email));
    await tx
      .delete(verifications)
      .where(or(eq(verifications.value, user.id), eq(verifications.identifier, email), eq(verifications.identifier, user.email)));
    await forgetRateLimitsOf(tx, [user.id, ...leftovers.proposalIds]);
  });
  const storage = getStorage();
  for (const key of leftovers.files) await storage.delete(key);
  // Every file kept under the account's folders: logos, the proposals' cached PDFs, signed contracts.
  for (const folder of ['logos', 'pdf-cache', 'contracts']) await storage.deletePrefix(`${folder}/${user.id}/`);
  leftoversOf.delete(user.id);
}

/** How recent a provider (Google) sign-in must be to delete an account that has no password. */
export const FRESH_SIGN_IN_MS = 5 * 60_000;

type EndpointContext = { path?: string; params?: Record<string, unknown>; body?: unknown } | null | undefined;

/**
 * How a new session is being made, from the better-auth endpoint that makes it: the provider's id
 * for an OAuth callback or an ID-token sign-in ('google'), 'credential' for a password, otherwise
 * the endpoint's path (never a provider's id: paths start with a slash).
 */
export function signInMethodOf(ctx: EndpointContext): string | null {
  if (!ctx?.path) return null;
  const provider = ctx.params?.id ?? ctx.params?.providerId;
  if ((ctx.path === '/callback/:id' || ctx.path === '/oauth2/callback/:providerId') && typeof provider === 'string')
    return provider;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-in/social' && typeof body.provider === 'string' && body.idToken) return body.provider;
  if (ctx.path === '/sign-in/email') return 'credential';
  return ctx.path.slice(0, 64);
}

type SessionRecord = { userId: string; createdAt: Date | string; signInMethod?: unknown };

/** True when the session was made by one of `providers` (never a password) less than FRESH_SIGN_IN_MS ago. */
export function isFreshProviderSignIn(session: SessionRecord, providers: readonly string[], now = Date.now()): boolean {
  const age = now - new Date(session.createdAt).getTime();
  return (
    typeof session.signInMethod === 'string' && providers.includes(session.signInMethod) && age >= 0 && age < FRESH_SIGN_IN_MS
  );
}

/** Whether the user has a password, and the OAuth providers (Google) they sign in with. */
export async function signInMeans(db: Database, userId: string): Promise<{ hasPassword: boolean; providers: string[] }> {
  const rows = await db
    .select({ providerId: accounts.providerId, password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return {
    hasPassword: rows.some((r) => r.providerId === 'credential' && !!r.password),
    providers: rows.filter((r) => r.providerId !== 'credential').map((r) => r.providerId),
  };
}

/**
 * "Excluir minha conta", checked before better-auth's /delete-user runs, at any session age: an
 * account with a password must give it (better-auth then checks it); an account without one must
 * have signed in through its provider (Google) in the last minutes, on this very session. Returns
 * the refusal's code, or null when the deletion may go on.
 */
export async function deletionRefusal(db: Database, session: SessionRecord, body: unknown, now = Date.now()) {
  const password = (body as { password?: unknown } | null | undefined)?.password;
  const { hasPassword, providers } = await signInMeans(db, session.userId);
  if (hasPassword) return typeof password === 'string' && password !== '' ? null : AUTH_ERROR_CODES.deletePasswordRequired;
  return isFreshProviderSignIn(session, providers, now) ? null : AUTH_ERROR_CODES.deleteFreshSignInRequired;
}

export type DeleteConfirmation = { kind: 'password' } | { kind: 'provider'; provider: string; fresh: boolean };

/** What "Excluir minha conta" asks of this session: the password, or a (fresh) sign-in with the provider. */
export async function deleteConfirmation(db: Database, session: SessionRecord, now = Date.now()): Promise<DeleteConfirmation> {
  const { hasPassword, providers } = await signInMeans(db, session.userId);
  if (hasPassword) return { kind: 'password' };
  return { kind: 'provider', provider: providers[0] ?? 'google', fresh: isFreshProviderSignIn(session, providers, now) };
}
