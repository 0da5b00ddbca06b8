// The per-account sign-in limit : attempts reserved atomically, known
// browsers with their own bucket, one lock notice per lock with a one-time sign-in link, and no
// answer that tells an account from an unknown e-mail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { sessions, signInFailures } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { KNOWN_DEVICE_COOKIE } from '@/features/auth/known-device';
import { readOutbox, waitForMail } from '../../../support/outbox';
import { authGet, authPost, cookiesFrom } from '../../support/auth-client';

const dataDir = () => process.env.DATA_DIR!;
let ipCounter = 0;
/** A fresh client address per call, so the per-IP limit never hides the per-account one. */
const freshIp = () => `198.51.100.${++ipCounter}`;

/** Only the known-device cookie of a sign-in answer (a browser that signed out keeps it). */
function deviceCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  if (!cookie) throw new Error('no known-device cookie in the answer');
  return cookie;
}

const signIn = (email: string, password: string, cookie?: string) =>
  authPost('/sign-in/email', { email, password }, { ip: freshIp(), cookie });

async function failTenTimes(email: string, cookie?: string) {
  for (let i = 0; i < 10; i++) {
    const res = await signIn(email, `errada-${i}-xyz`, cookie);
    expect(res.status).toBe(401);
  }
}

/** Waits until no new e-mail has arrived for a moment (they are sent after the answer). */
async function settledOutbox(filter: Parameters<typeof readOutbox>[1], quietMs = 1500) {
  let count = readOutbox(dataDir(), filter).length;
  for (let still = 0; still < quietMs; still += 250) {
    await new Promise((r) => setTimeout(r, 250));
    const now = readOutbox(dataDir(), filter).length;
    if (now !== count) [count, still] = [now, 0];
  }
  return readOutbox(dataDir(), filter);
}

async function parallelWrongPasswords(email: string, n: number) {
  const { getAuth } = await import('@/features/auth/auth');
  const results = await Promise.allSettled(
    Array.from({ length: n }, (_, i) =>
      getAuth().api.signInEmail({ body: { email, password: `errada-paralela-${i}` }, headers: new Headers() }),
    ),
  );
  const statuses = results.map((r) => (r.status === 'rejected' ? (r.reason as { statusCode?: number }).statusCode : 200));
  return {
    checked: statuses.filter((s) => s === 401).length,
    refused: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => s !== 401 && s !== 429),
  };
}

describe('attempts sent at once', () => {
  it.each([30, 100])('checks at most 10 of %i parallel wrong passwords for one account', async (n) => {
    const email = `paralelo${n}@exemplo.com`;
    await createVerifiedUser(getDb(), { email, password: 'senha-certa-123' });
    const { checked, refused, other } = await parallelWrongPasswords(email, n);
    expect(other).toEqual([]);
    expect(checked).toBe(10);
    expect(refused).toBe(n - 10);
    const rows = await getDb().select().from(signInFailures).where(eq(signInFailures.email, email));
    expect(rows).toHaveLength(10);
  });

  it('an unknown e-mail is limited the same way', async () => {
    const { checked, refused } = await parallelWrongPasswords('ninguem-paralelo@exemplo.com', 30);
    expect([checked, refused]).toEqual([10, 20]);
  });
});

describe('what counts', () => {
  it('an attempt that did not fail on the password (unconfirmed e-mail) is released, not counted', async () => {
    const email = 'sem-confirmar@exemplo.com';
    await authPost('/sign-up/email', { email, password: 'cavalo-bateria-grampo', name: 's' }, { ip: freshIp() });
    for (let i = 0; i < 12; i++) expect((await signIn(email, 'cavalo-bateria-grampo')).status).toBe(403);
    expect(await getDb().select().from(signInFailures).where(eq(signInFailures.email, email))).toHaveLength(0);
  });
});

describe('known browsers during a lock', () => {
  it('a browser that signed in before gets in with the right password; an unknown one is refused', async () => {
    const email = 'dona@exemplo.com';
    await createVerifiedUser(getDb(), { email, password: 'senha-certa-123' });
    const first = await signIn(email, 'senha-certa-123');
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(first.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))).toMatch(/HttpOnly/i);

    await failTenTimes(email); // a stranger, from browsers the account does not know
    const stranger = await signIn(email, 'senha-certa-123');
    expect(stranger.status).toBe(429);
    expect((await stranger.json()).code).toBe('ACCOUNT_TEMPORARILY_LOCKED');

    const owner = await signIn(email, 'senha-certa-123', device);
    expect(owner.status).toBe(200);
    expect((await owner.json()).user.email).toBe(email);
    // Still locked for the others: the owner's success does not reopen the stranger's bucket.
    expect((await signIn(email, 'senha-certa-123')).status).toBe(429);
  });

  it("a known browser's own failures count against that browser alone", async () => {
    const email = 'maos-trocadas@exemplo.com';
    await createVerifiedUser(getDb(), { email, password: 'senha-certa-123' });
    const laptop = deviceCookieOf(await signIn(email, 'senha-certa-123'));
    const phone = deviceCookieOf(await signIn(email, 'senha-certa-123'));
    await failTenTimes(email, laptop);
    expect((await signIn(email, 'senha-certa-123', laptop)).status).toBe(429);
    expect((await signIn(email, 'senha-certa-123', phone)).status).toBe(200);
    expect((await signIn(email, 'senha-certa-123')).status).toBe(200);
    // A known browser's lock sends no notice: it is that browser's own problem.
    expect(await settledOutbox({ to: email, kind: 'locked' })).toHaveLength(0);
  });

  it('a cookie made for another account, or forged, counts as an unknown browser', async () => {
    await createVerifiedUser(getDb(), { email: 'alheia@exemplo.com', password: 'senha-certa-123' });
    await createVerifiedUser(getDb(), { email: 'vitima@exemplo.com', password: 'senha-certa-123' });
    const other = deviceCookieOf(await signIn('alheia@exemplo.com', 'senha-certa-123'));
    await failTenTimes('vitima@exemplo.com');
    expect((await signIn('vitima@exemplo.com', 'senha-certa-123', other)).status).toBe(429);
    const forged = `${KNOWN_DEVICE_COOKIE}=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    expect((await signIn('vitima@exemplo.com', 'senha-certa-123', forged)).status).toBe(429);
  });
});

describe('the lock notice', () => {
  it('is sent once per lock, in the owner language, with the attempts, a reset link and a one-time link that works once', async () => {
    const email = 'avisada@exemplo.com';
    const userId = await createVerifiedUser(getDb(), { email, password: 'senha-certa-123', locale: 'es' });
    await failTenTimes(email);
    for (let i = 0; i < 5; i++) expect((await signIn(email, `mais-uma-${i}`)).status).toBe(429);

    const notices = await settledOutbox({ to: email, kind: 'locked' });
    expect(notices).toHaveLength(1);
    const { mail, link } = notices[0];
    const { catalogues } = await import('@/i18n/messages');
    expect(mail.subject).toBe(catalogues.es.email.locked.subject);
    expect(mail.text).toContain(catalogues.es.email.locked.attemptsTitle);
    expect(mail.text!.match(/ · dirección /g)).toHaveLength(10);
    expect(link).toMatch(/\/api\/auth\/magic-link\/verify\?token=/);
    const resetLink = mail.text!.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
    expect(resetLink).toBeTruthy();

    // The one-time link signs in once, lands on the dashboard and makes the browser known.
    const used = await authGet(link!, { ip: freshIp() });
    expect(used.status).toBe(302);
    expect(new URL(used.headers.get('location')!, 'http://x').pathname).toBe('/es/app/dashboard');
    const session = await authGet('/get-session', { cookie: cookiesFrom(used) });
    expect((await session.json())?.user?.id).toBe(userId);
    const device = deviceCookieOf(used);
    expect((await signIn(email, 'senha-certa-123', device)).status).toBe(200);

    const again = await authGet(link!, { ip: freshIp() });
    expect(again.status).toBe(302);
    const refused = new URL(again.headers.get('location')!, 'http://x');
    expect(refused.pathname).toBe('/es/auth/login');
    expect(refused.searchParams.get('link')).toBe('invalid');
    expect(again.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('session_token=;'))).toBe(false);

    // The reset link leads to the reset page with a token that sets a new password.
    const toReset = await authGet(resetLink!, { ip: freshIp() });
    expect(toReset.status).toBe(302);
    const token = new URL(toReset.headers.get('location')!, 'http://x').searchParams.get('token');
    const reset = await authPost('/reset-password', { newPassword: 'senha-nova-456', token }, { ip: freshIp() });
    expect(reset.status).toBe(200);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });

  it('a one-time link cannot be asked for over HTTP, and the lock of an unknown e-mail answers alike and sends nothing', async () => {
    await createVerifiedUser(getDb(), { email: 'pedido@exemplo.com', password: 'senha-certa-123' });
    const asked = await authPost('/sign-in/magic-link', { email: 'pedido@exemplo.com' }, { ip: freshIp() });
    expect(asked.status).toBe(404);

    await failTenTimes('pedido@exemplo.com');
    await failTenTimes('fantasma@exemplo.com');
    const known = await signIn('pedido@exemplo.com', 'senha-certa-123');
    const unknown = await signIn('fantasma@exemplo.com', 'senha-certa-123');
    expect(known.status).toBe(429);
    expect({ status: unknown.status, body: await unknown.json() }).toEqual({ status: 429, body: await known.json() });

    expect(await settledOutbox({ to: 'fantasma@exemplo.com' })).toHaveLength(0);
    const notices = await settledOutbox({ to: 'pedido@exemplo.com', kind: 'locked' });
    expect(notices).toHaveLength(1);
  });
});

describe('reset links and e-mail caps', () => {
  async function requestReset(email: string) {
    return authPost('/request-password-reset', { email, redirectTo: '/auth/reset-password' }, { ip: freshIp() });
  }
  async function resetTokenFrom(link: string) {
    const res = await authGet(link, { ip: freshIp() });
    return new URL(res.headers.get('location')!, 'http://x').searchParams.get('token');
  }

  it('a finished reset voids the older reset links of the account', async () => {
    const email = 'dois-links@exemplo.com';
    await createVerifiedUser(getDb(), { email, password: 'senha-antiga-123' });
    await requestReset(email);
    await waitForMail(dataDir(), { to: email, kind: 'reset' });
    await requestReset(email);
    const [first, second] = await settledOutbox({ to: email, kind: 'reset' });
    expect(second.link).not.toBe(first.link);
    const olderToken = await resetTokenFrom(first.link!);
    const newerToken = await resetTokenFrom(second.link!);

    expect(
      (await authPost('/reset-password', { newPassword: 'senha-nova-456', token: newerToken }, { ip: freshIp() })).status,
    ).toBe(200);
    const stale = await authPost('/reset-password', { newPassword: 'senha-do-ladrao-789', token: olderToken }, { ip: freshIp() });
    expect(stale.status).toBe(400);
    expect((await signIn(email, 'senha-nova-456')).status).toBe(200);
  });

  it('a password change voids every outstanding reset link', async () => {
    const email = 'troca-links@exemplo.com';
    await createVerifiedUser(getDb(), { email, password: 'senha-antiga-123' });
    await requestReset(email);
    const { link } = await waitForMail(dataDir(), { to: email, kind: 'reset' });
    const token = await resetTokenFrom(link!);
    const cookie = cookiesFrom(await signIn(email, 'senha-antiga-123'));
    const changed = await authPost(
      '/change-password',
      { currentPassword: 'senha-antiga-123', newPassword: 'senha-nova-456' },
      { cookie },
    );
    expect(changed.status).toBe(200);
    const stale = await authPost('/reset-password', { newPassword: 'senha-do-ladrao-789', token }, { ip: freshIp() });
    expect(stale.status).toBe(400);
    expect((await signIn(email, 'senha-nova-456')).status).toBe(200);
  });

  it('sends at most 3 reset e-mails an hour to one address, answering every request the same', async () => {
    const email = 'inundada@exemplo.com';
    await createVerifiedUser(getDb(), { email, password: 'senha-antiga-123' });
    const answers = await Promise.all(Array.from({ length: 21 }, () => requestReset(email)));
    const bodies = await Promise.all(answers.map(async (a) => ({ status: a.status, body: await a.json() })));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0].status).toBe(200);
    expect(await settledOutbox({ to: email, kind: 'reset' })).toHaveLength(3);
  });

  it('sends at most 3 confirmation e-mails an hour to one address', async () => {
    const email = 'confirma-muito@exemplo.com';
    await authPost('/sign-up/email', { email, password: 'cavalo-bateria-grampo', name: 'c' }, { ip: freshIp() });
    for (let i = 0; i < 6; i++) {
      const res = await authPost('/send-verification-email', { email, callbackURL: '/auth/login' }, { ip: freshIp() });
      expect(res.status).toBe(200);
    }
    expect(await settledOutbox({ to: email, kind: 'verify' })).toHaveLength(3);
  });
});
