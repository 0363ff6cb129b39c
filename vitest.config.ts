import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', 'apps/web/e2e/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{apps,packages,db,tools}/**/*.test.{ts,tsx}'],
          exclude: [...ignored, '**/*.int.test.{ts,tsx}'],
          // A worker imports the modules once for all its files instead of once per file: the unit run
          // went from 129 s to 76 s and integration from ~300 s to 167 s on 2 cores. It holds because
          // core takes its clock, database and secrets as arguments (CoreDeps), not from module state.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{apps,packages,db,tools}/**/*.int.test.{ts,tsx}'],
          exclude: ignored,
          globalSetup: ['tools/test/global-setup.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
