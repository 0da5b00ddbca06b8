// The e2e specs' `test`: Playwright's, with one rule added for every page of every context. After a
// navigation (`goto`, `reload`) it waits until React has hydrated the document, the event a person's
// first click depends on: on a busy machine the HTML arrives long before the scripts that make its
// buttons work, and a click in between is lost (a form then submits natively, a menu never opens).
// Pages that are not the app's (a PDF, JSON) have nothing to hydrate and return at once.
import { expect, type Page, test as base } from '@playwright/test';

/** True once React owns the document (it marks the nodes it hydrated with its own keys). */
function isHydrated() {
  const nextApp = '__next_f' in self;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- body is null until the parser reaches it
  return !nextApp || Object.keys(document.body ?? {}).some((key) => key.startsWith('__react'));
}

export async function waitForHydratedDocument(page: Page) {
  await page.waitForFunction(isHydrated, undefined, { timeout: 60_000, polling: 100 });
}

type Navigation = (this: Page, ...args: never[]) => Promise<unknown>;
const patched = new WeakSet<object>();

/** Wraps goto and reload of the Page class once per worker (every page shares its prototype). */
function waitAfterNavigations(page: Page) {
  const proto = Object.getPrototypeOf(page) as Record<'goto' | 'reload', Navigation>;
  if (patched.has(proto)) return;
  patched.add(proto);
  for (const name of ['goto', 'reload'] as const) {
    const original = proto[name];
    proto[name] = async function (this: Page, ...args: never[]) {
      const response = await original.apply(this, args);
      const options = (args as unknown[]).find((a) => typeof a === 'object' && a !== null) as { waitUntil?: string } | undefined;
      // A caller that asked only for the answer's headers ('commit') gets just that.
      if (options?.waitUntil !== 'commit') await waitForHydratedDocument(this);
      return response;
    };
  }
}

// Once per worker, from a throwaway page (all pages share the class): tests that only call the API
// never open a page for it.
export const test = base.extend<object, { hydrationAfterNavigation: void }>({
  hydrationAfterNavigation: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      waitAfterNavigations(page);
      await page.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect };
