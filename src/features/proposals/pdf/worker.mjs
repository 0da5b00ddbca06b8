// A PDF render worker (a piscina worker thread, pool.ts): renders one proposal PDF off the request
// thread. Plain JavaScript, so Node loads it as it is, outside the Next.js bundle, from the source
// tree under `next start` as under vitest; it loads the TypeScript PDF code (render.tsx and the
// fonts beside it, the '@/' paths of tsconfig.json) through tsx, a dependency of the app.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url));
const { renderProposalPdf } = await tsImport('./render.tsx', { parentURL: import.meta.url, tsconfig });

/** @param {{ model: any; options: any }} task */
export default async function renderTask({ model, options }) {
  // Structured cloning turned the logo's Buffer into a Uint8Array.
  const { logo } = model.professional;
  if (logo) model.professional.logo = Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength);
  const pdf = await renderProposalPdf(model, options);
  // A view of exactly the PDF's bytes (a small Buffer may share a pooled ArrayBuffer).
  return new Uint8Array(pdf);
}
