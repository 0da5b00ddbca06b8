import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { saveAccountLocale } from '@/features/account/locale';

const localeOf = async (userId: string) =>
  (await getDb().query.users.findFirst({ where: eq(users.id, userId), columns: { locale: true } }))?.locale;

describe('the account language', () => {
  it('follows the language the user picks, for this user only', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'idioma@exemplo.com', password: 'senha-forte-123' });
    const other = await createVerifiedUser(db, { email: 'idioma-outro@exemplo.com', password: 'senha-forte-123' });
    expect(await localeOf(userId)).toBe('pt-BR');

    expect(await saveAccountLocale(db, userId, { locale: 'en' })).toEqual({ ok: true, data: { locale: 'en' } });
    expect(await localeOf(userId)).toBe('en');
    expect(await saveAccountLocale(db, userId, { locale: 'de' })).toMatchObject({ ok: true });
    expect(await localeOf(userId)).toBe('de');
    expect(await localeOf(other)).toBe('pt-BR');
  });

  it('refuses what is not one of the four languages with a translated message, and keeps the saved one', async () => {
    const db = getDb();
    const userId = await createVerifiedUser(db, { email: 'idioma-ruim@exemplo.com', password: 'senha-forte-123' });
    await saveAccountLocale(db, userId, { locale: 'es' });
    for (const input of [{ locale: 'fr' }, { locale: 'EN' }, { locale: '' }, {}, null, 'en', { locale: 'en', userId: 'x' }]) {
      expect(await saveAccountLocale(db, userId, input)).toEqual({
        ok: false,
        message: 'common.invalidLanguage',
        fieldErrors: undefined,
      });
    }
    expect(await localeOf(userId)).toBe('es');
  });
});
