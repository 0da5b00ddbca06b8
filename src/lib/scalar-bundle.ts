// Scalar's standalone browser bundle (@scalar/api-reference), served from our own origin so the API
// reference page loads nothing from outside (no CDN, no remote fonts). Read once per process; its
// hash versions the address, so the script can be cached for a year and a new package version
// is fetched at once.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const SCALAR_SCRIPT_PATH = '/api/v1/docs/scalar.js';

type Bundle = { bytes: Buffer; version: string };
let loaded: Promise<Bundle> | undefined;

export function scalarBundle(): Promise<Bundle> {
  loaded ??= readFile(
    path.join(process.cwd(), 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js'),
  ).then((bytes) => ({ bytes, version: createHash('sha256').update(bytes).digest('hex').slice(0, 16) }));
  return loaded;
}

/** The script's address with its version, as the reference page loads it. */
export async function scalarScriptUrl(): Promise<string> {
  return `${SCALAR_SCRIPT_PATH}?v=${(await scalarBundle()).version}`;
}
