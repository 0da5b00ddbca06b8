import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(__dirname, 'src'),
  // 'server-only' guards the Next.js bundle; under vitest the modules run on the server anyway.
  'server-only': path.resolve(__dirname, 'tests/support/empty-module.ts'),
};

/** The unit layer, also run alone by the mutation tests (vitest.mutation.config.ts). */
export const unitProject = {
  resolve: { alias },
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node' as const,
    // next-intl's middleware imports 'next/server' without an extension; inlined, Vite resolves it
    // (the proxy's unit test loads the real proxy).
    server: { deps: { inline: ['next-intl'] } },
  },
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      unitProject,
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // As in the unit project: the isolation sweep loads real pages and actions, which reach
          // next-intl's navigation (it imports 'next/navigation' without an extension).
          server: { deps: { inline: ['next-intl'] } },
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-database.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
