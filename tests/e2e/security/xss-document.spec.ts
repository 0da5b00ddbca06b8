import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { XSS_EMAILS, XSS_PAYLOADS as P, XSS_WEBSITES } from '../../support/xss-payloads';
import { seedClients, setPlan, setProfile } from '../support/db';
import { seedOwners, seedProposals, setProposalHeader } from '../support/db-proposals';
import { expectNoXss, expectPdf, expectTexts, guardPage, packInto, visit, type XssGuard, xssAccount } from '../support/xss';

// XSS sweep, the proposal document: the profile's and the proposal's single-valued fields
// on the owner's pages, the settings, the client's page /p/{token} and both PDF routes. One value per
// field per document, so the payloads go round by round, each field packed to its length limit,
// until every field has held every payload. Round 1 is saved through the settings forms; the public
// pages of the other rounds belong to accounts made in the database (the page needs no sign-in), and
// their PDFs come from the owner's route of the signed-in account, its fields set round by round
// (the public PDF route allows 30 PDFs per address in 10 minutes, shared with the whole suite).

test.describe.configure({ mode: 'parallel' });

/** Short payloads only: the city holds 60 characters. */
const SHORT = P.filter((p) => p.length <= 60);

/** The single-valued fields that take packed payloads, with their length limits. */
const PACKED = {
  title: 200,
  clientName: 120,
  fullName: 120,
  profession: 120,
  companyName: 160,
  address: 300,
  paymentTerms: 2000,
};
type Round = Record<keyof typeof PACKED | 'city', string[]> & { website: string; clientEmail: string };

/** Each field packed to its limit, starting at a different payload, for as many rounds as the last field needs. */
function profileRounds(): Round[] {
  const fields = Object.entries(PACKED).map(([field, max], n) => ({ field, max, start: n * 9 }));
  let count = 1;
  const covers = (max: number, start: number) => new Set(packInto(P, max, count, start).flat()).size === P.length;
  while (!fields.every(({ max, start }) => covers(max, start))) count++;
  const packed = fields.map(({ field, max, start }) => [field, packInto(P, max, count, start)] as const);
  const cities = packInto(SHORT, 60, count);
  return Array.from({ length: count }, (_, r) => ({
    ...(Object.fromEntries(packed.map(([field, chunks]) => [field, chunks[r]])) as Record<keyof typeof PACKED, string[]>),
    city: cities[r],
    website: XSS_WEBSITES[r % XSS_WEBSITES.length],
    clientEmail: XSS_EMAILS[r % XSS_EMAILS.length],
  }));
}

/** A round's values as saved (payment terms one payload a line). */
function saved(v: Round) {
  const join = (parts: string[]) => parts.join(' ');
  return {
    title: join(v.title),
    clientName: join(v.clientName),
    fullName: join(v.fullName),
    profession: join(v.profession),
    companyName: join(v.companyName),
    address: join(v.address),
    city: join(v.city),
    paymentTerms: v.paymentTerms.join('\n'),
    website: v.website,
    clientEmail: v.clientEmail,
  };
}

const SHOWN = [
  'title',
  'clientName',
  'clientEmail',
  'fullName',
  'companyName',
  'profession',
  'website',
  'address',
  'paymentTerms',
] as const;
/** What the public page shows of a round, each field whole (the professional's name, then the company's). */
const pageTexts = (v: Round) => SHOWN.map((field) => saved(v)[field]);
/** The same in the PDF, payload by payload (the PDF wraps lines, so whole fields are not compared). */
const pdfTexts = (v: Round) => SHOWN.flatMap((field) => (typeof v[field] === 'string' ? [v[field]] : v[field]));

/** The profile columns of a round. */
const profileOf = (v: ReturnType<typeof saved>) => ({
  full_name: v.fullName,
  profession: v.profession,
  company_name: v.companyName,
  website: v.website,
  address: v.address,
  city: v.city,
  payment_terms: v.paymentTerms,
});

/** Round 1 through the settings forms, as a person types it. */
async function saveSettings(page: Page, v: ReturnType<typeof saved>) {
  await page.goto('/app/settings');
  await page.getByLabel('Nome Completo').fill(v.fullName);
  await page.getByLabel('Profissão').fill(v.profession);
  await page.getByLabel('Website').fill(v.website);
  await page.getByLabel('Endereço Completo').fill(v.address);
  await page.getByLabel('Cidade', { exact: true }).fill(v.city);
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Configurações salvas!').last()).toBeVisible();
  await page.getByRole('tab', { name: 'Empresa' }).click();
  await page.getByLabel('Nome da Empresa').fill(v.companyName);
  await page.getByLabel('Condições de pagamento').fill(v.paymentTerms);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar dados da empresa' }).click();
  await expect(page.getByText('Configurações salvas!').last()).toBeVisible();
}

/** Visits the paths in a few tabs at once, each tab watched like the first. */
async function visitAll(page: Page, items: { path: string; texts: readonly string[] }[], tabs = 3) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      const tab = await page.context().newPage();
      const guard: XssGuard = await guardPage(tab);
      for (let item = queue.shift(); item; item = queue.shift()) await visit(tab, guard, item.path, item.texts);
      await tab.close();
    }),
  );
}

test('the proposal document: profile and proposal fields on the owner, settings and public pages and in both PDFs', async ({
  page,
  request,
}) => {
  // Every profile and proposal field on four pages and in two PDFs: timed out at 150 s at load 50.
  test.setTimeout(300_000);
  const { account, guard } = await xssAccount(page, request);
  const [firstRound, ...rest] = profileRounds();
  const first = saved(firstRound);

  // Round 1: the settings forms, and a proposal with every payload in its description and as a line.
  await saveSettings(page, first);
  await expectNoXss(page, guard, 'the settings forms');
  await seedClients(account.email, [{ name: first.clientName, email: first.clientEmail, phone: '(11) 91234-5678' }]);
  const [doc] = await seedProposals(account.email, [
    {
      title: first.title,
      clientName: first.clientName,
      clientOf: first.clientName,
      description: P.join('\n'),
      lines: [...P],
      shared: true,
    },
  ]);
  await visit(page, guard, '/app/settings', [first.fullName, first.profession, first.website, first.address, first.city]);
  await page.getByRole('tab', { name: 'Empresa' }).click();
  await expectTexts(page, [first.companyName, first.paymentTerms], 'the business tab');
  await visit(page, guard, `/app/proposals/${doc.id}`, [first.title, first.clientName, ...P]);
  await visit(page, guard, `/app/proposals/${doc.id}/edit`, [first.title, ...P]);
  await visit(page, guard, `/p/${doc.token}`, [...pageTexts(firstRound), ...P]);
  expect(await page.title()).toContain(first.title);
  for (const path of [`/api/proposals/${doc.id}/pdf`, `/p/${doc.token}/pdf`])
    await expectPdf(page, path, [...pdfTexts(firstRound), ...P], first.title);

  // The other rounds, in the three PDF editions: the public pages of accounts made in the database,
  // and meanwhile the PDFs of this account's proposal with its fields set to each round in turn.
  const plans = ['junior', 'senior', 'pleno'];
  const values = rest.map(saved);
  const owners = await seedOwners(
    values.map((v, r) => ({
      name: v.fullName,
      plan: plans[r % plans.length],
      profile: profileOf(v),
      client: { name: v.clientName, email: v.clientEmail },
      proposal: { title: v.title, lines: ['Site'] },
    })),
  );
  const pages = visitAll(
    page,
    owners.map(({ token }, r) => ({ path: `/p/${token}`, texts: pageTexts(rest[r]) })),
  );
  const [roundDoc] = await seedProposals(account.email, [
    { title: first.title, clientName: first.clientName, clientOf: first.clientName, lines: ['Site'] },
  ]);
  for (const [r, v] of values.entries()) {
    await setPlan(account.email, plans[r % plans.length]);
    await setProfile(account.email, profileOf(v));
    await setProposalHeader(roundDoc.id, { title: v.title, clientName: v.clientName, clientEmail: v.clientEmail });
    await expectPdf(page, `/api/proposals/${roundDoc.id}/pdf`, pdfTexts(rest[r]), v.title);
  }
  await pages;
});
