// better-auth, configured for Valora: e-mail + password with verification, password reset,
// Google sign-in (OpenID Connect), database sessions and database rate limits.
import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { genericOAuth } from 'better-auth/plugins';
import { getDb } from '@/db';
import { provisionAccount } from '@/db/provision';
import { accounts, rateLimits, sessions, users, verifications } from '@/db/schema';
import { appUrl, getEnv, googleSignInConfigured, trustedOrigins } from '@/env';
import { localeFromHeaders } from '@/i18n/locale-from-headers';
import { localizedPath } from '@/i18n/localized-path';
import { isLocale, type Locale } from '@/i18n/routing';
import { sendAuthEmail } from '@/features/email/mailer';
import { hashPassword, isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from '@/lib/password';
import { clearFailedSignIns, isAccountLocked, recordFailedSignIn } from './account-lock';
import { deletionRefusal, forgetDeletedUser, rememberUserFiles, signInMethodOf } from './delete-account';
import { AUTH_ERROR_CODES } from './error-codes';
import { authInputProblem } from './input-guards';

const NEW_PASSWORD_PATHS = new Set(['/reset-password', '/change-password']);

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
        await sendAuthEmail({ to: user.email, locale: userLocale(user), kind: 'reset', url });
      },
      // Same answer as a new sign-up (no enumeration); the owner is told by e-mail instead.
      onExistingUserSignUp: async ({ user }) => {
        await sendAuthEmail({
          to: user.email,
          locale: userLocale(user),
          kind: 'existing',
          url: `${baseURL}${localizedPath('/auth/login', userLocale(user))}`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const locale = userLocale(user);
        await sendAuthEmail({ to: user.email, locale, kind: 'verify', url: withConfirmedLanding(url, locale) });
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
      // off-site callbackURL followed and a malformed one answered 500 with them off; issue 9).
      disableOriginCheck: false,
      cookiePrefix: 'valora',
      useSecureCookies: baseURL.startsWith('https://'),
      ipAddress: { ipAddressHeaders: ['x-forwarded-for', 'x-real-ip'] },
    },
    databaseHooks: {
      session: {
        create: { before: async (session, ctx) => ({ data: { ...session, signInMethod: signInMethodOf(ctx) } }) },
      },
      user: {
        create: {
          before: async (user, ctx) => ({ data: { ...user, locale: localeFromHeaders(ctx?.headers ?? ctx?.request?.headers) } }),
          after: async (user) => {
            await provisionAccount(db, user.id, user.createdAt ? new Date(user.createdAt) : new Date());
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
          if (refusal) throw new APIError('BAD_REQUEST', { code: refusal, message: 'Confirm who you are to delete the account.' });
        }
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          if (await isAccountLocked(db, body.email)) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: AUTH_ERROR_CODES.accountLocked,
              message: 'Too many failed sign-ins for this account. Try again later.',
            });
          }
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
        if (ctx.path !== '/sign-in/email') return;
        const email = (ctx.body as Record<string, unknown> | undefined)?.email;
        if (typeof email !== 'string') return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') await recordFailedSignIn(db, email);
        } else if (returned) {
          await clearFailedSignIns(db, email);
        }
      }),
    },
    plugins: [
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
