import { configDefaults, defineConfig } from 'vitest/config';

/** Files that replace modules (`vi.mock`): they keep a fresh module graph of their own. */
const ISOLATED = ['apps/admin/src/features/agents/components/agents-views.test.ts'];

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared workers',
          include: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/dist/**', ...ISOLATED],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Each worker keeps its modules from one file to the next (the server's module graph took ~3 s to
          // import per file); suites leave no global state behind (docs/adr/0044).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
