// Every button states its type (issue 26). A <button> without one is a submit button inside a
// form and an unlabelled intent outside it; the project has no eslint-plugin-react (so no
// `react/button-has-type`), so this test reads every component with the TypeScript parser and
// lists each <button> or <Button> (the shared component, which renders a <button> unless
// `asChild`) that has no `type` attribute.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../src');

function components(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) components(file, out);
    else if (file.endsWith('.tsx')) out.push(file);
  }
  return out;
}

/** `file:line <tag>` of each button element without a `type` (and not `asChild`). */
function untypedButtons(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(sf);
      if (tag === 'button' || tag === 'Button') {
        const names = node.attributes.properties.flatMap((a) => (ts.isJsxAttribute(a) ? [a.name.getText(sf)] : []));
        if (!names.includes('type') && !names.includes('asChild')) {
          found.push(`${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} <${tag}>`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('button types', () => {
  it('finds an untyped button and accepts typed and asChild ones', () => {
    const source = `export const A = () => (<div>
      <button onClick={f}>x</button>
      <Button type="submit">y</Button>
      <Button asChild><a href="/">z</a></Button>
      <button type="button" />
      <Button variant="ghost" />
    </div>);`;
    expect(untypedButtons(path.join(root, 'x.tsx'), source)).toEqual(['x.tsx:2 <button>', 'x.tsx:6 <Button>']);
  });

  // Parses a few hundred files: a generous budget for a busy machine.
  it('every <button> and <Button> under src/ has a type', { timeout: 60_000 }, () => {
    const missing = components(root).flatMap((file) => untypedButtons(file, fs.readFileSync(file, 'utf8')));
    expect(missing).toEqual([]);
  });
});
