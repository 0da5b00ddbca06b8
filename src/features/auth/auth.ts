// better-auth, configured for Valora: e-mail + password with verification, password reset,
// Google sign-in (OpenID Connect), database sessions and database rate limits.
import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { randomBytes } from 'node:crypto';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { genericOAuth, magicLink } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { provisionAccount } from '@/db/provision';
import { accounts, rateLimits, sessions, users, verifications } from '@/db/schema';
import { appUrl, getEnv, googleSignInConfigured, trustedOrigins } from '@/env';
import { localeFromHeaders } from '@/i18n/locale-from-headers';
import { localizedPath } from '@/i18n/localized-path';
import { isLocale, type Locale } from '@/i18n/routing';
import { sendAuthEmail, sendLockEmail } from '@/features/email/mailer';
import { CLIENT_IP_HEADER, clientIp } from '@/lib/client-ip';
import { hashPassword, isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from '@/lib/password';
import {
  clearFailedSignIns,
  MAX_FAILED_SIGN_INS,
  normaliseEmail,
  recentFailures,
  releaseSignInAttempt,
  reserveSignInAttempt,
  type Reservation,
} from './account-lock';
import { deletionRefusal, forgetDeletedUser, rememberUserFiles, signInMethodOf } from './delete-account';
import { AUTH_ERROR_CODES } from './error-codes';
import { authInputProblem } from './input-guards';
import {
  cookieValue,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  knownDeviceCookieName,
  knownDeviceFor,
  withKnownDevice,
} from './known-device';
import { takeMailSlot, type CappedMailKind } from './mail-cap';
import { deferrableResetRequest, RESET_REQUEST_ANSWER } from './reset-request';
import { RESET_TOKEN_PREFIX, voidResetTokens } from './reset-tokens';

const NEW_PASSWORD_PATHS = new Set(['/reset-password', '/change-password']);
/** The one-time sign-in link of the lock notice is valid this long (and used once). */
export const ONE_TIME_LINK_SECONDS = 15 * 60;
/** Longest e-mail address (RFC 5321): anything longer is refused by better-auth, never reserved. */
const EMAIL_MAX_LENGTH = 254;

/**
 * better-auth sends the confirmation link again on a refused sign-in (sendOnSignIn) with its
 * default callback "/"; like the sign-up one, it should land on the login page's confirmed notice.
 */
function withConfirmedLanding(url: string, locale: Locale): string {
  const link = new URL(url);
  if (link.searchParams.get('callbackURL') !== '/') return url;
  link.searchParams.set('callbackURL', localizedPath('/auth/login?verified=1', locale));
  return link.toString();
}

function createAuth() {
  const env = getEnv();
  const db = getDb();
  const baseURL = appUrl(env);
  const ipLimit = { window: env.AUTH_IP_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_IP_RATE_LIMIT_MAX };
  const secureCookies = baseURL.startsWith('https://');
  const deviceCookie = knownDeviceCookieName(secureCookies);
  // The sign-in attempt reserved by the before hook, for the after hook of the same call.
  const reservations = new WeakMap<object, Reservation>();

  /** Sends an account e-mail unless its recipient already got the kind's cap (same answer either way). */
  const capped = async (kind: CappedMailKind, to: string, send: () => Promise<void>) => {
    if (await takeMailSlot(db, to, kind)) await send();
  };

  /**
   * The lock just started for browsers the account does not know: the owner (if there is one)
   * gets one notice per lock, with a one-time sign-in link made by the magic-link plugin (its
   * sendMagicLink below writes the notice). Runs after the answer, so an unknown e-mail and an
   * account answer alike.
   */
  const notifyLock = async (email: string) => {
    const user = await db.query.users.findFirst({ where: eq(users.email, normaliseEmail(email)) });
    if (!user || !(await takeMailSlot(db, user.email, 'locked'))) return;
    const locale = userLocale(user);
    await getAuth().api.signInMagicLink({
      body: {
        email: user.email,
        callbackURL: localizedPath('/app/dashboard', locale),
        errorCallbackURL: localizedPath('/auth/login?link=invalid', locale),
      },
      headers: new Headers(),
    });
  };

  const userLocale = (user: object): Locale => {
    const locale = (user as { locale?: unknown }).locale;
    return isLocale(locale) ? locale : 'pt-BR';
  };

  return betterAuth({
    appName: 'Valora',
    baseURL,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
      transaction: true,
    }),
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'pt-BR', input: false },
      },
      // "Excluir minha conta": with the password, or (accounts without one) right after signing in
      // again with Google, at any session age (checked in hooks.before: deletionRefusal).
      // Every row the user owns goes with the user row (ON DELETE CASCADE); what is keyed by the
      // e-mail or held outside the database goes here.
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await rememberUserFiles(db, user.id);
        },
        afterDelete: async (user) => {
          await forgetDeletedUser(db, user);
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, url }) => {
        await capped('reset', user.email, () => sendAuthEmail({ to: user.email, locale: userLocale(user), kind: 'reset', url }));
      },
      // Older links of the account stop working (the sessions end by revokeSessionsOnPasswordReset).
      onPasswordReset: async ({ user }) => {
        await voidResetTokens(db, user.id);
      },
      // Same answer as a new sign-up (no enumeration); the owner is told by e-mail instead.
      onExistingUserSignUp: async ({ user }) => {
        await capped('existing', user.email, () =>
          sendAuthEmail({
            to: user.email,
            locale: userLocale(user),
            kind: 'existing',
            url: `${baseURL}${localizedPath('/auth/login', userLocale(user))}`,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const locale = userLocale(user);
        await capped('verify', user.email, () =>
          sendAuthEmail({ to: user.email, locale, kind: 'verify', url: withConfirmedLanding(url, locale) }),
        );
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // better-auth's own freshness bound for sensitive endpoints; deleting an account has a
      // stricter rule of its own (deletionRefusal: the password, or a Google sign-in < 5 min).
      freshAge: 60 * 10,
      additionalFields: { signInMethod: { type: 'string', required: false, input: false } },
    },
    account: {
      // Google never links into an unverified local account (better-auth's default, kept explicit).
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': ipLimit,
        '/sign-up/email': ipLimit,
        '/request-password-reset': ipLimit,
        '/reset-password': ipLimit,
        '/send-verification-email': ipLimit,
        '/sign-in/social': ipLimit,
      },
    },
    advanced: {
      // better-auth turns its callbackURL / redirectTo / Origin checks off when NODE_ENV is "test";
      // on in every environment, the tests check what production runs (the fuzz tests met an
      // off-site callbackURL followed and a malformed one answered 500 with them off).
      disableOriginCheck: false,
      cookiePrefix: 'valora',
      useSecureCookies: secureCookies,
      // Account e-mails are sent after the answer: a reset for an account and for an unknown
      // e-mail then take the same time, and a slow mail server never holds a request. (A
      // long-running Node server; the promise already carries its own error logging.)
      backgroundTasks: {
        handler: (task) => {
          task.catch((error: unknown) => console.error('[auth] background task failed', error));
        },
      },
      // Only the header the auth route writes from clientIp() (src/lib/client-ip.ts), so the per-IP
      // limit and the sessions' ipAddress use the one address the rest of the app uses. IPv6
      // addresses are keyed by their /64 (better-auth's default): one subscriber's whole prefix.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: { before: async (session, ctx) => ({ data: { ...session, signInMethod: signInMethodOf(ctx) } }) },
      },
      user: {
        create: {
          before: async (user, ctx) => ({ data: { ...user, locale: localeFromHeaders(ctx?.headers ?? ctx?.request?.headers) } }),
          after: async (user) => {
            await provisionAccount(db, user.id, new Date(user.createdAt));
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const problem = authInputProblem(ctx.path, ctx.body, ctx.query);
        if (problem) throw new APIError('BAD_REQUEST', problem);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/delete-user') {
          const current = await getSessionFromCtx(ctx);
          const refusal = current && (await deletionRefusal(db, current.session, body));
          if (refusal)
            throw new APIError('BAD_REQUEST', { code: refusal, message: 'Confirm who you are to delete the account.' });
        }
        // One-time sign-in links are made only by the lock notice, never on request (no e-mail
        // flood, no sign-up, nothing to enumerate); their /magic-link/verify stays open.
        if (ctx.path === '/sign-in/magic-link' && ctx.request) throw new APIError('NOT_FOUND');
        // A well-formed reset request is answered at once, the same for every e-mail, and done
        // after the answer (as a server-side call): whether the account exists (a lookup, then a
        // token written or not) can no longer show in the answer's time. Anything else goes
        // through better-auth's own checks and answers as before.
        if (ctx.path === '/request-password-reset' && ctx.request) {
          const request = deferrableResetRequest(body);
          if (request) {
            const headers = new Headers(ctx.headers);
            ctx.context.runInBackground(getAuth().api.requestPasswordReset({ body: request, headers }));
            return ctx.json(RESET_REQUEST_ANSWER);
          }
        }
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string' && body.email.length <= EMAIL_MAX_LENGTH) {
          // A browser holding this account's known-device cookie counts its failures alone.
          const device = knownDeviceFor(cookieValue(ctx.headers?.get('cookie'), deviceCookie), body.email, ctx.context.secret);
          const ip = ctx.headers ? clientIp(ctx.headers) : null;
          const reservation = await reserveSignInAttempt(db, { email: body.email, device }, ip);
          if (!reservation) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: AUTH_ERROR_CODES.accountLocked,
              message: 'Too many failed sign-ins for this account. Try again later.',
            });
          }
          reservations.set(ctx.context, reservation);
        }
        const newPassword =
          ctx.path === '/sign-up/email' ? body.password : NEW_PASSWORD_PATHS.has(ctx.path) ? body.newPassword : undefined;
        if (typeof newPassword === 'string' && isCommonPassword(newPassword)) {
          throw new APIError('BAD_REQUEST', {
            code: AUTH_ERROR_CODES.commonPassword,
            message: 'This password is too common.',
          });
        }
        // Changing the password always ends the other sessions, whatever the client asked.
        if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const reservation = reservations.get(ctx.context);
        if (reservation) {
          reservations.delete(ctx.context);
          if (!(returned instanceof APIError)) {
            if (returned) await clearFailedSignIns(db, reservation.bucket);
          } else if (returned.body?.code !== 'INVALID_EMAIL_OR_PASSWORD') {
            await releaseSignInAttempt(db, reservation);
          } else if (reservation.bucket.device === null && reservation.count === MAX_FAILED_SIGN_INS) {
            // Exactly one attempt per lock reaches the limit (the reservation is atomic).
            ctx.context.runInBackground(notifyLock(reservation.bucket.email));
          }
        }
        if (ctx.path === '/change-password' && !(returned instanceof APIError)) {
          const userId = ctx.context.session?.user.id;
          if (userId) await voidResetTokens(db, userId);
        }
        // Every successful sign-in (password, one-time link, Google) makes this browser known.
        const signedIn = ctx.context.newSession?.user.email;
        if (signedIn && ctx.path !== '/change-password') {
          ctx.setCookie(
            deviceCookie,
            withKnownDevice(cookieValue(ctx.headers?.get('cookie'), deviceCookie), signedIn, ctx.context.secret),
            {
              httpOnly: true,
              secure: secureCookies,
              sameSite: 'lax',
              path: '/',
              maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
            },
          );
        }
      }),
    },
    plugins: [
      // The lock notice's one-time sign-in link: 15 minutes, consumed atomically on first use,
      // stored hashed, never creates an account.
      magicLink({
        expiresIn: ONE_TIME_LINK_SECONDS,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }, ctx) => {
          const found = await ctx?.context.internalAdapter.findUserByEmail(email);
          if (!ctx || !found) return;
          const locale = userLocale(found.user);
          const resetToken = randomBytes(24).toString('base64url');
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: `${RESET_TOKEN_PREFIX}${resetToken}`,
            value: found.user.id,
            expiresAt: new Date(Date.now() + 60 * 60 * 1000),
          });
          const resetUrl = `${ctx.context.baseURL}/reset-password/${resetToken}?callbackURL=${encodeURIComponent(localizedPath('/auth/reset-password', locale))}`;
          const attempts = await recentFailures(db, email);
          await sendLockEmail({ to: found.user.email, locale, attempts, signInUrl: url, resetUrl });
        },
      }),
      ...(googleSignInConfigured(env)
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                  clientId: env.GOOGLE_CLIENT_ID!,
                  clientSecret: env.GOOGLE_CLIENT_SECRET!,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                },
              ],
            }),
          ]
        : []),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { valoraAuth?: Auth };

/** The app's better-auth instance, created on first use (it needs the database). */
export function getAuth(): Auth {
  globalForAuth.valoraAuth ??= createAuth();
  return globalForAuth.valoraAuth;
}
