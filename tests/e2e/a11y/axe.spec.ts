// axe-core on EVERY page (issue 26): the pages are read from src/app (support/app-routes.ts), each
// dynamic segment gets a real value, and each page is checked in the light and dark themes at
// 375 px and 1440 px wide; the public pages both signed out and signed in, the app's signed in.
// Any violation of WCAG 2.0/2.1 A and AA fails, with its rule, element and help text.
// One test per page and state, parallel-safe: each worker seeds its own account in beforeAll.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, type Page } from '@playwright/test';
import { ARTICLES } from '../../../src/features/knowledge/articles';
import { appRoutes } from '../support/app-routes';
import { E2E } from '../support/constants';
import { seedClients, seedServices, setPlan, withDb } from '../support/db';
import { seedSentContract } from '../support/db-contracts';
import { seedProposals } from '../support/db-proposals';
import { createVerifiedAccount, signIn } from '../support/fixtures';
import { expect, test } from '../support/test';

// axe-core is in node_modules (it comes with lighthouse). Its source is evaluated in the page
// rather than added as a <script>, which the pages' CSP would block.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1440, 375] as const;
const THEMES = ['light', 'dark'] as const;

const state = { proposalId: '', proposalToken: '', contractId: '', contractToken: '', projectId: '' };
const SEGMENTS: Partial<Record<string, (pattern: string) => string>> = {
  '[locale]': () => '',
  '[id]': (pattern) =>
    pattern.includes('/contracts/') ? state.contractId : pattern.includes('/projects/') ? state.projectId : state.proposalId,
  '[token]': (pattern) => (pattern.startsWith('/c/') ? state.contractToken : state.proposalToken),
  '[slug]': () => ARTICLES[0].slug,
  '[plan]': () => 'pleno',
  '[...rest]': () => 'pagina-que-nao-existe',
};

/** The pages (pt-BR), with whether a signed-in person is needed (the app) or both states apply. */
const PAGES = appRoutes()
  .routes.filter((r) => r.kind === 'page')
  .map((r) => r.pattern)
  .filter((pattern) => !/^\/\[locale\]\/app$/.test(pattern)) // /app only redirects to the dashboard
  .map((pattern) => ({ pattern, app: pattern.startsWith('/[locale]/app') }));

function address(pattern: string): string {
  const path = pattern.replace(/\/?\[[^\]]+\]/g, (segment) => {
    const name = segment.replace(/^\//, '');
    const value = SEGMENTS[name];
    if (!value) throw new Error(`No value for ${name} in ${pattern}: add it to SEGMENTS`);
    const v = value(pattern);
    return v ? `/${v}` : '';
  });
  return path || '/';
}

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

async function axe(page: Page): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ source, tags }) => {
      if (!('axe' in window)) (0, eval)(source);
      const run = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe
        .run;
      const result = await run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    { source: AXE_SOURCE, tags: TAGS },
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
  );
}

async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  // The theme follows the system until a person picks one (theme-provider.tsx).
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/**
 * Colours move to a new theme through CSS transitions, and dialogs open with an animation: contrast
 * is measured once none is running (spinners, which never end, aside). A fixed 250 ms wait was too
 * short on a busy machine: axe read colours halfway to the dark theme (contrast 1.06 to 2.94).
 */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Every width and theme of the page now open; the violations, labelled. */
async function sweep(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await animationsSettled(page);
      for (const v of await axe(page)) found.push(`${label} ${width}px ${theme}: ${v}`);
    }
  }
  // Every button states its type (a <button> without one submits its form).
  const untyped = await page.locator('button:not([type])').count();
  if (untyped) found.push(`${label}: ${untyped} <button> without a type`);
  return found;
}

let session: BrowserContext | undefined;
let guest: BrowserContext | undefined;

test.describe('axe-core on every page', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: E2E.appUrl, locale: 'pt-BR', reducedMotion: 'reduce' });
    const account = await createVerifiedAccount(context.request);
    await signIn(context, account.email, account.password);
    await seedServices(account.email, [{ name: 'Site institucional', baseHours: 20 }]);
    await seedClients(account.email, [{ name: 'Maria Cliente', email: 'maria.cliente@exemplo.com', status: 'proposta' }]);
    const [proposal] = await seedProposals(account.email, [
      {
        title: 'Site da padaria',
        clientName: 'Maria Cliente',
        clientOf: 'Maria Cliente',
        lines: ['Site institucional'],
        shared: true,
      },
    ]);
    state.proposalId = proposal.id;
    state.proposalToken = proposal.token!;
    const contract = await seedSentContract(account.email, {
      title: 'Contrato da padaria',
      clientName: 'Maria Cliente',
      clientEmail: 'maria.cliente@exemplo.com',
    });
    state.contractId = contract.id;
    state.contractToken = contract.token;
    // Web Designer, the plan that has every page (projects, reports, integrations), with a project.
    await setPlan(account.email, 'web');
    state.projectId = await withDb(async (c) => {
      const { rows } = await c.query<{ id: string }>(
        `insert into projects (user_id, proposal_id, client_name, title, agreed_cents)
         select user_id, id, 'Maria Cliente', 'Site da padaria', 150000 from proposals where id = $1 returning id`,
        [proposal.id],
      );
      await c.query(
        `insert into project_deliverables (project_id, user_id, name, estimated_minutes)
         select id, user_id, 'Site institucional', 1200 from projects where id = $1`,
        [rows[0].id],
      );
      return rows[0].id;
    });
    session = context;
    guest = await browser.newContext({ baseURL: E2E.appUrl, locale: 'pt-BR', reducedMotion: 'reduce' });
  });

  test.afterAll(async () => {
    await session?.close();
    await guest?.close();
  });

  for (const { pattern, app } of PAGES) {
    for (const signedIn of app ? [true] : [false, true]) {
      test(`${pattern} ${signedIn ? 'signed in' : 'signed out'}`, async () => {
        const context = signedIn ? session : guest;
        if (!context) throw new Error('beforeAll did not open the contexts');
        const page = await context.newPage();
        try {
          const path = address(pattern);
          // The not-found page leaves for the home page once the session check answers and 2 s have
          // passed (NotFoundRedirect): holding that check keeps the sweep on the not-found page itself,
          // not on a page halfway through the navigation (a title-less moment failed document-title).
          if (pattern.endsWith('[...rest]')) await page.route('**/api/auth/get-session', () => undefined);
          const res = await page.goto(path);
          expect(res?.status(), path).toBe(pattern.endsWith('[...rest]') ? 404 : 200);
          if (app) await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
          await expect(page.locator('h1').first()).toBeVisible();
          expect(await sweep(page, path)).toEqual([]);
          // What was audited is still the page asked for (the not-found page did not navigate away).
          expect(new URL(page.url()).pathname).toBe(path);
        } finally {
          await page.close();
        }
      });
    }
  }
});
