import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { services, subscriptions } from '@/db/schema';
import { createVerifiedUser } from '@/db/seed';
import { createService, deleteService, setServiceActive, updateService } from '@/features/services/mutations';
import { listServices } from '@/features/services/queries';

let n = 0;
const newUser = () => createVerifiedUser(getDb(), { email: `servicos${++n}@exemplo.com`, password: 'senha-forte-123' });
const input = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  baseHours: '20',
  complexity: 1.5,
  deliverables: 'Site',
  active: true,
  ...extra,
});

async function create(userId: string, name: string, extra: Record<string, unknown> = {}) {
  const result = await createService(getDb(), userId, input(name, extra));
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

describe('services catalogue', () => {
  it('creates, edits, deactivates and deletes a service of the signed-in user', async () => {
    const userId = await newUser();
    const created = await create(userId, 'Site institucional');
    expect(created).toMatchObject({ name: 'Site institucional', baseHours: 20, complexity: 1.5, active: true, userId });

    const edited = await updateService(getDb(), userId, created.id, input('Site completo', { baseHours: '35', complexity: 2 }));
    expect(edited.ok && edited.data).toMatchObject({ name: 'Site completo', baseHours: 35, complexity: 2 });

    const off = await setServiceActive(getDb(), userId, created.id, false);
    expect(off.ok && off.data.active).toBe(false);

    expect(await deleteService(getDb(), userId, created.id)).toEqual({ ok: true, data: { id: created.id } });
    expect(await listServices(getDb(), userId)).toEqual([]);
  });

  it.each([
    [{ name: '', baseHours: '10', complexity: 1 }, 'services.nameRequired'],
    [{ name: 'x', baseHours: '0', complexity: 1 }, 'services.baseHoursMin'],
    [{ name: 'x', baseHours: '', complexity: 1 }, 'services.baseHoursMin'],
    [{ name: 'x', baseHours: 'dez', complexity: 1 }, 'services.baseHoursMin'],
    [{ name: 'x', baseHours: '2.5', complexity: 1 }, 'numbers.separator'],
    [{ name: 'x', baseHours: '2,5', complexity: 1, locale: 'en' }, 'numbers.separator'],
    [{ name: 'x', baseHours: '2,555', complexity: 1 }, 'numbers.decimals'],
    [{ name: 'x', baseHours: '10', complexity: 3 }, 'services.invalidComplexity'],
    [{ name: 'x'.repeat(121), baseHours: '10', complexity: 1 }, 'services.nameTooLong'],
    [{ name: 'x', baseHours: '10', complexity: 1, userId: 'outro' }, 'services.saveError'],
  ])('refuses %j with %s and writes nothing', async (bad, message) => {
    const userId = await newUser();
    const result = await createService(getDb(), userId, bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
    expect(await listServices(getDb(), userId)).toEqual([]);
  });

  it.each([
    ['pt-BR', '2,5', 2.5],
    ['en', '2.5', 2.5],
    ['en', '1,500', 1500],
    ['de', '1.500,25', 1500.25],
  ])('reads base hours in the form’s language (%s: %s)', async (locale, baseHours, hours) => {
    const userId = await newUser();
    const result = await createService(getDb(), userId, { name: 'Logo', baseHours, complexity: 1, locale });
    expect(result.ok && result.data.baseHours).toBe(hours);
  });

  it('Junior: the 6th active service is refused, on create, on edit and on the switch', async () => {
    const userId = await newUser();
    for (let i = 1; i <= 5; i++) await create(userId, `Serviço ${i}`);
    expect(await createService(getDb(), userId, input('Sexto'))).toMatchObject({ ok: false, message: 'services.limitReached' });
    const inactive = await create(userId, 'Inativo', { active: false });
    expect(await setServiceActive(getDb(), userId, inactive.id, true)).toMatchObject({
      ok: false,
      message: 'services.limitReached',
    });
    expect(await updateService(getDb(), userId, inactive.id, input('Inativo'))).toMatchObject({
      ok: false,
      message: 'services.limitReached',
    });
    const rows = await listServices(getDb(), userId);
    expect(rows.filter((s) => s.active)).toHaveLength(5);
    // Freeing a slot lets it in.
    await setServiceActive(getDb(), userId, rows[0].id, false);
    expect(await setServiceActive(getDb(), userId, inactive.id, true)).toMatchObject({ ok: true });
  });

  it('two concurrent requests cannot both take the last active slot', async () => {
    const userId = await newUser();
    for (let i = 1; i <= 4; i++) await create(userId, `Serviço ${i}`);
    const results = await Promise.all([createService(getDb(), userId, input('A')), createService(getDb(), userId, input('B'))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await listServices(getDb(), userId)).filter((s) => s.active)).toHaveLength(5);
  });

  it('Pleno has no limit', async () => {
    const userId = await newUser();
    await getDb().update(subscriptions).set({ plan: 'pleno', status: 'active' }).where(eq(subscriptions.userId, userId));
    for (let i = 1; i <= 7; i++) await create(userId, `Serviço ${i}`);
    expect((await listServices(getDb(), userId)).filter((s) => s.active)).toHaveLength(7);
  });

  it("another user's service answers not found for edit, switch and delete, and stays as it was", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const service = await create(owner, 'Logotipo');
    expect(await updateService(getDb(), intruder, service.id, input('Roubado'))).toMatchObject({
      ok: false,
      message: 'services.notFound',
    });
    expect(await setServiceActive(getDb(), intruder, service.id, false)).toMatchObject({
      ok: false,
      message: 'services.notFound',
    });
    expect(await deleteService(getDb(), intruder, service.id)).toMatchObject({ ok: false, message: 'services.notFound' });
    expect(await deleteService(getDb(), intruder, 'não-é-um-uuid')).toMatchObject({ ok: false, message: 'services.notFound' });
    const [row] = await getDb().select().from(services).where(eq(services.id, service.id));
    expect(row).toMatchObject({ name: 'Logotipo', active: true, userId: owner });
  });

  it('after the trial ends the catalogue is read-only but still listed', async () => {
    const userId = await newUser();
    const service = await create(userId, 'Consultoria');
    await getDb()
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    expect(await createService(getDb(), userId, input('Novo'))).toMatchObject({ ok: false, message: 'services.readOnly' });
    expect(await setServiceActive(getDb(), userId, service.id, false)).toMatchObject({ ok: false, message: 'services.readOnly' });
    expect(await deleteService(getDb(), userId, service.id)).toMatchObject({ ok: false, message: 'services.readOnly' });
    expect(await listServices(getDb(), userId)).toHaveLength(1);
  });
});
