// The floor: the smallest Next.js app that does what a Valora page does at its core, built with the
// product's own installed next/react (root node_modules; no install of its own). `npm run bench`
// builds it (`next build bench/floor`) and measures it beside the product (scripts/bench.ts).
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** @type {import('next').NextConfig} */
export default {
  poweredByHeader: false,
  // The repository root holds node_modules and the lock file.
  turbopack: { root },
  outputFileTracingRoot: root,
  serverExternalPackages: ['pg'],
};
