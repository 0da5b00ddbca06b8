// How the load benchmark calls a server action as the browser does. Next.js gives each action an
// id at build time and lists it, with its file and export name, in the server reference manifest.
// The browser POSTs to the page the form lives on with `Next-Action: <id>`, `Accept:
// text/x-component` and the arguments encoded by React (for plain JSON values: a JSON array);
// the answer is the action's result plus, as the action revalidates, the page's fresh RSC payload.
import fs from 'node:fs';
import path from 'node:path';

type Manifest = { node: Record<string, { filename?: string; exportedName?: string }> };

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function serverActionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, '.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as Manifest;
  const found = Object.entries(manifest.node).find(([, a]) => a.filename === filename && a.exportedName === exportedName);
  if (!found) throw new Error(`${exportedName} (${filename}) is not in the built server reference manifest`);
  return found[0];
}

export const createClientActionId = () => serverActionId('src/features/clients/actions.ts', 'createClientAction');
