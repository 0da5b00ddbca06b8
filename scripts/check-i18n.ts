// `npm run check:i18n`: fails when a message key is missing (or extra) in any language, when a
// value lost a placeholder of the pt-BR source, or when a component holds a literal user-facing
// string instead of a message.
import fs from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCE = 'pt-BR';
const LOCALES = ['pt-BR', 'en', 'es', 'de'];
// Text that is the same in every language: the brand and plan names, symbols.
const ALLOWED_LITERALS = new Set(['Valora', 'WhatsApp', '404', 'R$', '·', '—', '/', '|', '©']);
const TEXT_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'aria-description', 'label']);
// A file may opt out for a stated reason with this comment (e.g. the page outside any locale).
const OPT_OUT = 'i18n-check: ignore-file';

type Flat = Map<string, string>;
const problems: string[] = [];

function flatten(obj: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, String(obj));
  return out;
}

function placeholders(value: string): string[] {
  const names = new Set<string>();
  for (const m of value.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)) names.add(m[1]);
  for (const m of value.matchAll(/<([A-Za-z0-9_]+)>/g)) names.add(`<${m[1]}>`);
  return [...names].sort();
}

// The main catalogues, and the assistant's replies (their own files: loaded by the chat on the
// first question, never sent with a page's messages).
const CATALOGUE_FILES = (locale: string) => [`${locale}.json`, `faq-replies/${locale}.json`];

function checkCatalogues() {
  const load = (file: string) => flatten(JSON.parse(fs.readFileSync(path.join(root, 'messages', file), 'utf8')));
  for (const [index, sourceFile] of CATALOGUE_FILES(SOURCE).entries()) {
    const source = load(sourceFile);
    for (const locale of LOCALES.filter((l) => l !== SOURCE)) {
      const file = CATALOGUE_FILES(locale)[index];
      const other = load(file);
      for (const [key, value] of source) {
        if (!other.has(key)) problems.push(`messages/${file}: missing key "${key}"`);
        else if (placeholders(value).join() !== placeholders(other.get(key)!).join())
          problems.push(`messages/${file}: "${key}" must keep the placeholders ${placeholders(value).join(', ') || '(none)'}`);
        else if (!other.get(key)!.trim()) problems.push(`messages/${file}: "${key}" is empty`);
      }
      for (const key of other.keys()) if (!source.has(key)) problems.push(`messages/${file}: extra key "${key}" (not in pt-BR)`);
    }
  }
}

function isUserText(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && /\p{L}/u.test(t) && !ALLOWED_LITERALS.has(t);
}

function walk(dir: string, out: string[] = [], endings = ['.tsx']): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out, endings);
    else if (endings.some((e) => entry.name.endsWith(e))) out.push(full);
  }
  return out;
}

function checkComponents() {
  for (const file of walk(path.join(root, 'src'))) {
    const text = fs.readFileSync(file, 'utf8');
    if (text.includes(OPT_OUT)) continue;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const rel = path.relative(root, file);
    const report = (node: ts.Node, what: string) => {
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
      problems.push(`${rel}:${line + 1}: literal user-facing ${what}; use a message from messages/*.json`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && isUserText(node.getText())) report(node, `text "${node.getText().trim()}"`);
      if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
        const init = node.initializer;
        const literal = ts.isStringLiteral(init)
          ? init.text
          : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
            ? init.expression.text
            : undefined;
        if (literal !== undefined && isUserText(literal)) report(node, `${node.name.getText()}="${literal}"`);
      }
      if (
        ts.isCallExpression(node) &&
        /^toast(\.\w+)?$/.test(node.expression.getText()) &&
        node.arguments.length > 0 &&
        ts.isStringLiteralLike(node.arguments[0]) &&
        isUserText(node.arguments[0].text)
      )
        report(node, `toast "${node.arguments[0].text}"`);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
}

/**
 * Client components may only translate namespaces that src/i18n/client-messages.ts sends to some
 * route (the per-route check, which follows each route's imports, is
 * tests/unit/i18n/client-namespaces.test.ts).
 */
function checkClientNamespaces() {
  const listFile = fs.readFileSync(path.join(root, 'src/i18n/client-messages.ts'), 'utf8');
  // Every route's list in ROUTE_NAMESPACES: `'<route folder>': ['ns', ...]`.
  const lists = [...listFile.matchAll(/^\s*'[^']+': \[([^\]]*)\]/gm)].map((m) => m[1]).join(',');
  const sent = new Set([...lists.matchAll(/'([^']+)'/g)].map((m) => m[1]));
  for (const file of walk(path.join(root, 'src'), [], ['.tsx', '.ts'])) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/^['"]use client['"]/m.test(text)) continue;
    for (const m of text.matchAll(/useTranslations\(\s*'([^'.]+)/g)) {
      if (!sent.has(m[1]))
        problems.push(
          `${path.relative(root, file)}: client component uses namespace "${m[1]}", which client-messages.ts does not send`,
        );
    }
  }
}

checkCatalogues();
checkComponents();
checkClientNamespaces();
if (problems.length) {
  console.error(`check:i18n found ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`check:i18n: ${LOCALES.length} catalogues complete, no literal user-facing strings in components.`);
