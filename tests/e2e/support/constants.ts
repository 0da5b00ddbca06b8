// Addresses and credentials of the e2e environment (all on loopback). E2E_APP_PORT and
// E2E_OIDC_PORT let a second checkout run its suite beside this one.
const appPort = Number(process.env.E2E_APP_PORT ?? 3200);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3299);

export const E2E = {
  appPort,
  appUrl: `http://localhost:${appPort}`,
  dataDir: '.test-data/e2e',
  oidcPort,
  oidcIssuer: `http://127.0.0.1:${oidcPort}`,
  oidcClientId: 'valora-e2e',
  oidcClientSecret: 'valora-e2e-client-secret-0123456789',
} as const;

/** An address of the e2e app: `path` is a regular-expression source matched right after the origin. */
export function appUrlMatching(path: string): RegExp {
  return new RegExp(`^${E2E.appUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${path}`);
}
