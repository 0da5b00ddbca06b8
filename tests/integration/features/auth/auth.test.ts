import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { sessions, subscriptions, users } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { trialDaysRemaining } from '@/lib/trial';
import { readOutbox, waitForMail } from '../../../support/outbox';
import { authGet, authPost, cookiesFrom } from '../../support/auth-client';

const dataDir = () => process.env.DATA_DIR!;
let ipCounter = 0;
/** A fresh client IP per call, so the per-IP limit never hides the per-account one. */
const freshIp = () => `198.51.100.${++ipCounter}`;

/** The answer with the values that always differ (ids, times) blanked out. */
async function shape(response: Response) {
  const body = await response.json();
  return JSON.parse(
    JSON.stringify({ status: response.status, body }, (k, v) => (['id', 'createdAt', 'updatedAt'].includes(k) ? '*' : v)),
  );
}

describe('sign-up', () => {
  it('creates an unverified user with a 14-day Junior trial and sends a translated verification e-mail', async () => {
    const res = await authPost(
      '/sign-up/email',
      { email: 'Nova@Exemplo.com', password: 'cavalo-bateria-grampo', name: 'nova' },
      { headers: { 'accept-language': 'de-DE,de;q=0.9' } },
    );
    expect(res.status).toBe(200);
    const db = getDb();
    const user = await db.query.users.findFirst({ where: eq(users.email, 'nova@exemplo.com') });
    expect(user?.emailVerified).toBe(false);
    expect(user?.locale).toBe('de');
    const sub = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user!.id) });
    expect(sub).toMatchObject({ plan: 'junior', status: 'trialing', source: 'trial' });
    expect(trialDaysRemaining(sub!.trialEnd)).toBe(14);

    const mail = await waitForMail(dataDir(), { to: 'nova@exemplo.com', kind: 'verify' });
    const { catalogues } = await import('@/i18n/messages');
    expect(mail.mail.subject).toBe(catalogues.de.email.verify.subject);
    expect(mail.mail.text).toBeTruthy();
    expect(mail.mail.html).toContain('<a href=');
    expect(mail.link).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('refuses a password under 8 characters and a common password, writing no user', async () => {
    const short = await authPost('/sign-up/email', { email: 'curta@exemplo.com', password: 'abc123', name: 'c' });
    expect(short.status).toBe(400);
    expect((await short.json()).code).toBe('PASSWORD_TOO_SHORT');
    const common = await authPost('/sign-up/email', { email: 'comum@exemplo.com', password: 'password123', name: 'c' });
    expect(common.status).toBe(400);
    expect((await common.json()).code).toBe('PASSWORD_TOO_COMMON');
    const rows = await getDb().select().from(users);
    expect(rows.map((u) => u.email)).not.toContain('curta@exemplo.com');
    expect(rows.map((u) => u.email)).not.toContain('comum@exemplo.com');
  });

  it('answers the same for a known and an unknown e-mail (no enumeration)', async () => {
    await createVerifiedUser(getDb(), { email: 'existe@exemplo.com', password: 'senha-forte-123' });
    const known = await authPost('/sign-up/email', { email: 'existe@exemplo.com', password: 'outra-senha-456', name: 'x' });
    const unknown = await authPost('/sign-up/email', { email: 'ninguem@exemplo.com', password: 'outra-senha-456', name: 'x' });
    const [a, b] = [await shape(known), await shape(unknown)];
    expect(a.status).toBe(200);
    a.body.user.email = b.body.user.email = '*';
    expect(a).toEqual(b);
    // The real owner is told by e-mail instead of the screen.
    await waitForMail(dataDir(), { to: 'existe@exemplo.com', kind: 'existing' });
  });
});

describe('e-mail verification and sign-in', () => {
  it('refuses sign-in before verification, then accepts it after the link is followed', async () => {
    await authPost('/sign-up/email', { email: 'verif@exemplo.com', password: 'cavalo-bateria-grampo', name: 'v' });
    const before = await authPost(
      '/sign-in/email',
      { email: 'verif@exemplo.com', password: 'cavalo-bateria-grampo' },
      { ip: freshIp() },
    );
    expect(before.status).toBe(403);
    expect((await before.json()).code).toBe('EMAIL_NOT_VERIFIED');

    const { link } = await waitForMail(dataDir(), { to: 'verif@exemplo.com', kind: 'verify' });
    const verify = await authGet(link!);
    expect([200, 302]).toContain(verify.status);
    const after = await authPost(
      '/sign-in/email',
      { email: 'verif@exemplo.com', password: 'cavalo-bateria-grampo' },
      { ip: freshIp() },
    );
    expect(after.status).toBe(200);
    // Following the link confirms the address but signs nobody in: the password is still needed.
    expect(
      verify.headers.getSetCookie().some((c) => c.startsWith('valora.session_token=') && !c.startsWith('valora.session_token=;')),
    ).toBe(false);
  });

  it('without "remember me" the session cookie has no expiry (ends with the browser)', async () => {
    await createVerifiedUser(getDb(), { email: 'lembrar@exemplo.com', password: 'senha-forte-123' });
    const remembered = await authPost(
      '/sign-in/email',
      { email: 'lembrar@exemplo.com', password: 'senha-forte-123', rememberMe: true },
      { ip: freshIp() },
    );
    const forgotten = await authPost(
      '/sign-in/email',
      { email: 'lembrar@exemplo.com', password: 'senha-forte-123', rememberMe: false },
      { ip: freshIp() },
    );
    const sessionCookie = (r: Response) => r.headers.getSetCookie().find((c) => c.startsWith('valora.session_token='))!;
    expect(sessionCookie(remembered)).toMatch(/Max-Age=\d+/i);
    expect(sessionCookie(forgotten)).not.toMatch(/Max-Age|Expires/i);
    expect(sessionCookie(forgotten)).toMatch(/HttpOnly/i);
    expect(sessionCookie(forgotten)).toMatch(/SameSite=Lax/i);
  });
});

describe('brute force', () => {
  it('refuses the 11th wrong password for one account within 15 minutes, even from a new IP and with the right password', async () => {
    await createVerifiedUser(getDb(), { email: 'alvo@exemplo.com', password: 'senha-certa-123' });
    for (let i = 0; i < 10; i++) {
      const res = await authPost('/sign-in/email', { email: 'alvo@exemplo.com', password: `errada-${i}-xyz` }, { ip: freshIp() });
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    }
    const eleventh = await authPost(
      '/sign-in/email',
      { email: 'alvo@exemplo.com', password: 'senha-certa-123' },
      { ip: freshIp() },
    );
    expect(eleventh.status).toBe(429);
    expect((await eleventh.json()).code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
    // Another account is not affected.
    await createVerifiedUser(getDb(), { email: 'vizinho@exemplo.com', password: 'senha-certa-123' });
    const other = await authPost(
      '/sign-in/email',
      { email: 'vizinho@exemplo.com', password: 'senha-certa-123' },
      { ip: freshIp() },
    );
    expect(other.status).toBe(200);
  });

  it('the account limit also applies to server-side calls', async () => {
    const { getAuth } = await import('@/features/auth/auth');
    await createVerifiedUser(getDb(), { email: 'servidor@exemplo.com', password: 'senha-certa-123' });
    for (let i = 0; i < 10; i++) {
      await expect(
        getAuth().api.signInEmail({ body: { email: 'servidor@exemplo.com', password: `errada-${i}` } }),
      ).rejects.toThrow();
    }
    await expect(
      getAuth().api.signInEmail({ body: { email: 'servidor@exemplo.com', password: 'senha-certa-123' } }),
    ).rejects.toMatchObject({
      statusCode: 429,
    });
  });
  // The per-IP limit (and which address it counts): client-address.test.ts.
});

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail', async () => {
    await createVerifiedUser(getDb(), { email: 'conhecido@exemplo.com', password: 'senha-forte-123' });
    const known = await authPost(
      '/request-password-reset',
      { email: 'conhecido@exemplo.com', redirectTo: '/auth/reset-password' },
      { ip: freshIp() },
    );
    const unknown = await authPost(
      '/request-password-reset',
      { email: 'desconhecido@exemplo.com', redirectTo: '/auth/reset-password' },
      { ip: freshIp() },
    );
    expect(await shape(known)).toEqual(await shape(unknown));
    expect(known.status).toBe(200);
    await waitForMail(dataDir(), { to: 'conhecido@exemplo.com', kind: 'reset' });
    expect(readOutbox(dataDir(), { to: 'desconhecido@exemplo.com' })).toHaveLength(0);
  });

  it('ends every old session, and the reset link works only once', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'reset@exemplo.com', password: 'senha-antiga-123' });
    const login = await authPost(
      '/sign-in/email',
      { email: 'reset@exemplo.com', password: 'senha-antiga-123' },
      { ip: freshIp() },
    );
    const oldCookie = cookiesFrom(login);
    expect((await (await authGet('/get-session', { cookie: oldCookie })).json())?.user?.email).toBe('reset@exemplo.com');

    await authPost(
      '/request-password-reset',
      { email: 'reset@exemplo.com', redirectTo: '/auth/reset-password' },
      { ip: freshIp() },
    );
    const { link } = await waitForMail(dataDir(), { to: 'reset@exemplo.com', kind: 'reset' });
    const redirect = await authGet(link!);
    expect(redirect.status).toBe(302);
    const token = new URL(redirect.headers.get('location')!, 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await authPost('/reset-password', { newPassword: 'senha-nova-456', token }, { ip: freshIp() });
    expect(reset.status).toBe(200);
    expect(await (await authGet('/get-session', { cookie: oldCookie })).json()).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);

    const reuse = await authPost('/reset-password', { newPassword: 'outra-senha-789', token }, { ip: freshIp() });
    expect(reuse.status).toBe(400);
    const oldPassword = await authPost(
      '/sign-in/email',
      { email: 'reset@exemplo.com', password: 'senha-antiga-123' },
      { ip: freshIp() },
    );
    expect(oldPassword.status).toBe(401);
    const newPassword = await authPost(
      '/sign-in/email',
      { email: 'reset@exemplo.com', password: 'senha-nova-456' },
      { ip: freshIp() },
    );
    expect(newPassword.status).toBe(200);
  });
});

// Cross-site requests are refused before this handler, in src/proxy.ts: tests/unit/proxy/cross-site.test.ts.

describe('password change', () => {
  it('ends the other sessions even when the client asks to keep them, and refuses a common new password', async () => {
    await createVerifiedUser(getDb(), { email: 'troca@exemplo.com', password: 'senha-antiga-123' });
    const phone = cookiesFrom(
      await authPost('/sign-in/email', { email: 'troca@exemplo.com', password: 'senha-antiga-123' }, { ip: freshIp() }),
    );
    const laptop = cookiesFrom(
      await authPost('/sign-in/email', { email: 'troca@exemplo.com', password: 'senha-antiga-123' }, { ip: freshIp() }),
    );

    const common = await authPost(
      '/change-password',
      { currentPassword: 'senha-antiga-123', newPassword: 'password123' },
      { cookie: laptop },
    );
    expect(common.status).toBe(400);

    const changed = await authPost(
      '/change-password',
      { currentPassword: 'senha-antiga-123', newPassword: 'senha-nova-456', revokeOtherSessions: false },
      { cookie: laptop },
    );
    expect(changed.status).toBe(200);
    expect(await (await authGet('/get-session', { cookie: phone })).json()).toBeNull();
  });
});
