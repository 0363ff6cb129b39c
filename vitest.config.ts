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
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{apps,packages,db,tools}/**/*.int.test.{ts,tsx}'],
          exclude: ignored,
          globalSetup: ['tools/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
