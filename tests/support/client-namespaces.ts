// Which catalogue namespaces the client components reachable from a file translate. Follows the
// project's own imports (`@/`, relative) from an entry file (a route's page or layout); every file
// reached from a 'use client' file is client code too. Read by
// tests/unit/i18n/client-namespaces.test.ts to check each route's NextIntlClientProvider.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  if (/\.(tsx?|mjs|js)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

type Parsed = {
  client: boolean;
  server: boolean;
  imports: string[];
  specifiers: string[];
  namespaces: string[];
  keyNamespaces: string[];
};
const cache = new Map<string, Parsed>();

function parse(file: string, catalogueNamespaces: ReadonlySet<string>): Parsed {
  const known = cache.get(file);
  if (known) return known;
  const source = fs.readFileSync(file, 'utf8');
  const directive = (name: string) => new RegExp(`^(?:\\s|//[^\\n]*\\n|/\\*[\\s\\S]*?\\*/)*['"]${name}['"]`).test(source);
  const client = directive('use client');
  const server = directive('use server');
  const imports: string[] = [];
  const specifiers: string[] = [];
  // Type-only imports bring no code.
  for (const m of source.matchAll(
    /(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    specifiers.push(m[1] || m[2]);
    const target = resolveImport(file, m[1] || m[2]);
    if (target) imports.push(target);
  }
  const namespaces = new Set<string>();
  for (const m of source.matchAll(/useTranslations\(\s*(?:(['"`])([^'"`]*)\1)?\s*\)/g)) {
    const named = m[2] as string | undefined;
    if (named !== undefined) {
      namespaces.add(named.split('.')[0]);
      continue;
    }
    // Without a namespace the keys are whole: those of action results (messages.*, validation.*),
    // and the literal keys of the client code (below).
    namespaces.add('messages');
    namespaces.add('validation');
  }
  // Whole keys written in client code ('numbers.invalid' in a schema a form shares): counted as
  // used wherever the file is client code, as a message key is translated somewhere in the browser.
  const keyNamespaces = new Set<string>();
  for (const lit of source.matchAll(/['"`]([A-Za-z]+)\.[A-Za-z0-9_.]+['"`]/g)) {
    if (catalogueNamespaces.has(lit[1])) keyNamespaces.add(lit[1]);
  }
  const parsed = { client, server, imports, specifiers, namespaces: [...namespaces], keyNamespaces: [...keyNamespaces] };
  cache.set(file, parsed);
  return parsed;
}

export type ClientUse = { file: string; namespace: string };

/**
 * Visits every project file reachable from the entry files once per role: as server code, or as
 * client code (a 'use client' file and everything it imports). A server action's module runs on the
 * server, whoever imports it, so it is not followed from client code.
 */
function walk(
  entries: string[],
  catalogueNamespaces: ReadonlySet<string>,
  visit: (file: string, client: boolean, parsed: Parsed) => void,
) {
  const seen = new Set<string>();
  const queue = entries.map((file) => ({ file, client: false }));
  while (queue.length) {
    const { file, client: inherited } = queue.shift()!;
    const parsed = parse(file, catalogueNamespaces);
    if (inherited && parsed.server) continue;
    const client = inherited || parsed.client;
    const key = `${client}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    visit(file, client, parsed);
    for (const next of parsed.imports) queue.push({ file: next, client });
  }
}

/** Every (client file, namespace) pair reachable from the entry file. */
export function clientNamespaceUses(entry: string, catalogueNamespaces: ReadonlySet<string>): ClientUse[] {
  const uses: ClientUse[] = [];
  walk([entry], catalogueNamespaces, (file, client, parsed) => {
    if (!client) return;
    for (const namespace of new Set([...parsed.namespaces, ...parsed.keyNamespaces])) {
      uses.push({ file: path.relative(ROOT, file), namespace });
    }
  });
  return uses;
}

export type ReachedFile = { file: string; client: boolean; specifiers: string[] };

/** Every project file reachable from the entry files, with whether it runs as client code there and what it imports. */
export function reachableFiles(entries: string[], catalogueNamespaces: ReadonlySet<string>): ReachedFile[] {
  const out: ReachedFile[] = [];
  walk(entries, catalogueNamespaces, (file, client, parsed) => {
    out.push({ file: path.relative(ROOT, file), client, specifiers: parsed.specifiers });
  });
  return out;
}

/** Route files under src/app (pages, layouts, error and not-found boundaries, templates). */
export function routeEntries(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/^(page|layout|error|not-found|template|loading|global-error|default)\.tsx$/.test(e.name)) out.push(full);
    }
  };
  walk(path.join(SRC, 'app'));
  return out.sort();
}

export const srcAppRelative = (file: string) => path.relative(path.join(SRC, 'app'), file);
