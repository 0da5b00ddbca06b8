// Finds the app's operations from its files, so that a new one cannot be added without a registry
// entry: server actions (the exports of every 'use server' module, or of any file with an inline
// 'use server'), route handlers (every HTTP method a route.ts exports), pages with a dynamic
// segment or inside the signed-in app, and the data-layer reads (exports of features/*/queries.ts).
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../../src');
const APP = path.join(SRC, 'app');
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const USE_SERVER = /^\s*['"]use server['"]/m;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

const rel = (file: string, from = SRC) => path.relative(from, file).split(path.sep).join('/');
const exportedFunctions = async (file: string) =>
  Object.entries((await import(/* @vite-ignore */ file)) as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name);

export async function discoverOperations(): Promise<string[]> {
  const sources = filesUnder(SRC).filter((f) => /\.tsx?$/.test(f));
  const found: string[] = [];
  for (const file of sources.filter((f) => USE_SERVER.test(fs.readFileSync(f, 'utf8')))) {
    for (const name of await exportedFunctions(file)) found.push(`action ${rel(file)}#${name}`);
  }
  for (const file of sources.filter((f) => f.startsWith(APP) && path.basename(f) === 'route.ts')) {
    const route = `/${path.dirname(rel(file, APP))}`;
    for (const name of await exportedFunctions(file)) if (HTTP_METHODS.includes(name)) found.push(`${name} ${route}`);
  }
  for (const file of sources.filter((f) => f.startsWith(APP) && path.basename(f) === 'page.tsx')) {
    const route = `/${path.dirname(rel(file, APP))}`;
    const dynamic = route.split('/').some((segment) => segment.startsWith('[') && segment !== '[locale]');
    if (dynamic || route.includes('/(app)/')) found.push(`page ${route}`);
  }
  for (const file of sources.filter((f) => /^features\/[^/]+\/queries\.ts$/.test(rel(f)))) {
    for (const name of await exportedFunctions(file)) found.push(`query ${rel(file)}#${name}`);
  }
  return found.sort();
}
