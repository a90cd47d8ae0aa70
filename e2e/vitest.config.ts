import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page that lazy-loads its content (a chunk, then a call) can take seconds on a busy machine:
    // expect.poll waits up to 10 s instead of the default 1 s before it fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
