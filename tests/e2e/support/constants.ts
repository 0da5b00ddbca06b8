// Addresses and credentials of the e2e environment (all on loopback).
export const E2E = {
  appPort: 3200,
  appUrl: 'http://localhost:3200',
  dataDir: '.test-data/e2e',
  oidcPort: 3299,
  oidcIssuer: 'http://127.0.0.1:3299',
  oidcClientId: 'valora-e2e',
  oidcClientSecret: 'valora-e2e-client-secret-0123456789',
} as const;
