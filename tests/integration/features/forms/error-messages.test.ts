// Every refusal of every form's server action, in the four languages: the message and each field
// error are keys of every catalogue and read as a sentence, never as the key itself.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import de from '../../../../messages/de.json';
import en from '../../../../messages/en.json';
import es from '../../../../messages/es.json';
import ptBR from '../../../../messages/pt-BR.json';
import { getDb } from '@/db';
import { createVerifiedUser } from '@/db/seed';
import { saveGoals } from '@/features/calculator/mutations';
import { createClient } from '@/features/clients/mutations';
import { createProposal } from '@/features/proposals/mutations';
import { createService } from '@/features/services/mutations';
import { saveBusiness, savePix, saveProfile } from '@/features/settings/mutations';
import type { ActionResult } from '@/lib/action-result';

const CATALOGUES = { 'pt-BR': ptBR, en, es, de } as const;
const LOCALES = Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[];
const KEY = new RegExp(`\\b(${Object.keys(ptBR).join('|')})\\.[a-zA-Z]`);

let n = 0;
const newUser = () => createVerifiedUser(getDb(), { email: `erros${++n}@exemplo.com`, password: 'senha-forte-123' });

type Case = [form: string, run: (userId: string, locale: string) => Promise<ActionResult<unknown>>];
const goals = (fields: Record<string, string>) => (u: string, locale: string) =>
  saveGoals(getDb(), u, { monthlyGoal: '3000', fixedCosts: '400', weeklyHours: '22', ...fields, locale });
const service = (fields: Record<string, unknown>) => (u: string, locale: string) =>
  createService(getDb(), u, { name: 'Logo', baseHours: '8', complexity: 1, ...fields, locale });
const client = (fields: Record<string, unknown>) => (u: string, locale: string) =>
  createClient(getDb(), u, { name: 'Ana', ...fields, locale });
const proposal = (fields: Record<string, unknown>) => (u: string, locale: string) =>
  createProposal(getDb(), u, {
    clientId: crypto.randomUUID(),
    title: 'X',
    validUntil: '2099-01-01',
    lines: [],
    ...fields,
    locale,
  });
const profile = (fields: Record<string, string>) => (u: string) =>
  saveProfile(getDb(), u, { fullName: '', profession: '', phone: '', website: '', address: '', ...fields });
const business = (fields: Record<string, string>) => (u: string) =>
  saveBusiness(getDb(), u, { companyName: '', cnpj: '', cpf: '', paymentTerms: '', brandColor: '', ...fields });
const pix = (fields: Record<string, string>) => (u: string) =>
  savePix(getDb(), u, { pixKeyType: '', pixKey: '', depositPercent: '', ...fields });

const CASES: Case[] = [
  ['goals: negative', goals({ monthlyGoal: '-10' })],
  ['goals: letters', goals({ monthlyGoal: 'muito' })],
  ['goals: 200 hours', goals({ weeklyHours: '200' })],
  ['goals: 0 hours', goals({ weeklyHours: '0' })],
  ['goals: three decimals', goals({ weeklyHours: '22,333' })],
  ['goals: ambiguous', (u, locale) => goals({ fixedCosts: locale === 'en' ? '1,5' : '1.5' })(u, locale)],
  ['goals: unknown field', goals({ userId: 'x' })],
  ['services: no name', service({ name: '' })],
  ['services: letters', service({ baseHours: 'dez' })],
  ['services: 0 hours', service({ baseHours: '0' })],
  ['services: too many hours', service({ baseHours: '20000' })],
  ['services: complexity', service({ complexity: 3 })],
  ['clients: no name', client({ name: ' ' })],
  ['clients: e-mail', client({ email: 'x' })],
  ['clients: phone', client({ phone: 'abc' })],
  ['clients: document', client({ document: '111.111.111-11' })],
  ['clients: negative value', client({ value: '-5' })],
  ['clients: letters', client({ value: 'muito' })],
  ['clients: status', client({ status: 'vip' })],
  ['proposals: no client', proposal({ clientId: '' })],
  ['proposals: no title', proposal({ title: ' ' })],
  ['proposals: date', proposal({ validUntil: '31/12/2099' })],
  ['proposals: no lines', proposal({})],
  ['proposals: letters in a price', proposal({ lines: [{ serviceId: crypto.randomUUID(), price: 'muito' }] })],
  ['proposals: negative price', proposal({ lines: [{ serviceId: crypto.randomUUID(), price: '-1' }] })],
  ['proposals: unknown client', proposal({ lines: [{ serviceId: crypto.randomUUID(), price: '1' }] })],
  ['profile: website', profile({ website: 'ana souza' })],
  ['profile: website and name', profile({ website: 'ana souza', fullName: 'Ana' })],
  ['profile: phone', profile({ phone: '123' })],
  ['business: CNPJ', business({ cnpj: '11.222.333/0001-82' })],
  ['business: CPF', business({ cpf: '111.111.111-11' })],
  ['business: colour', business({ brandColor: 'red' })],
  ['pix: no type', pix({ pixKey: 'ana@x.com' })],
  ['pix: key', pix({ pixKeyType: 'cpf', pixKey: '123' })],
  ['pix: deposit', pix({ depositPercent: '150' })],
];

describe('every refusal of every form reads as a translated sentence', () => {
  it.each(LOCALES)('%s', async (locale) => {
    const userId = await newUser();
    const t = createTranslator({
      locale,
      messages: CATALOGUES[locale],
      onError: (error) => {
        throw error;
      },
    });
    for (const [form, run] of CASES) {
      const result = await run(userId, locale);
      expect(result.ok, form).toBe(false);
      if (result.ok) continue;
      for (const key of [result.message, ...Object.values(result.fieldErrors ?? {})]) {
        const text = (t as unknown as (k: string) => string)(key);
        expect(text, `${form}: ${key}`).not.toMatch(KEY);
        expect(text.length, `${form}: ${key}`).toBeGreaterThan(3);
      }
    }
  });
});
