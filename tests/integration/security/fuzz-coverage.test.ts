// Every server action the app has is fuzzed by one of the fuzz files: each file names its calls
// `fuzzAction('<action>(...)', ...)`, so a new action without one fails here, whichever feature it
// is in (the isolation registry checks the same actions for cross-account access; this checks the
// bad-input sweep). The fuzz-api file checks its own routes and API actions.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { discoverOperations } from './discover';

vi.mock('next/headers', async () => (await import('./request-scope')).nextHeadersMock);
vi.mock('next-intl/server', async () => (await import('./next-intl-stub')).nextIntlServerStub);
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

/** The action names the fuzz files call fuzzAction with: the text before the "(" of each name. */
function fuzzedActionNames(): Set<string> {
  const names = new Set<string>();
  for (const file of fs.readdirSync(__dirname).filter((f) => /^fuzz-.*\.test\.ts$/.test(f))) {
    const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
    for (const [, name] of text.matchAll(/fuzzAction\(\s*['"`](\w+)\(/g)) names.add(name);
  }
  return names;
}

describe('the fuzz sweeps cover every server action', () => {
  it('each action is fuzzed by name in a fuzz file', async () => {
    const fuzzed = fuzzedActionNames();
    const actions = (await discoverOperations()).filter((op) => op.startsWith('action '));
    expect(actions.length).toBeGreaterThan(40);
    const missing = actions.filter((op) => !fuzzed.has(op.slice(op.indexOf('#') + 1)));
    expect(missing).toEqual([]);
  });
});
