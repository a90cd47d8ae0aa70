import { defineConfig } from 'vitest/config';

/**
 * Journeys that spend most of their time waiting on the clock (a 5-minute agent window, draws every minute,
 * virtual matches every 30 s): `npm test` runs them in a second browser run beside the others, each run with
 * its own server and database (E2E_GROUP=waiting / E2E_GROUP=others; unset: every journey in one run).
 */
export const WAITING_JOURNEYS = [
  'agent-contracts.e2e.ts',
  'lottery-fast.e2e.ts',
  'lottery-k3-ssc.e2e.ts',
  'lottery-keno.e2e.ts',
  'sportsbook-virtual.e2e.ts',
  'password-reset.e2e.ts',
];

const group = process.env.E2E_GROUP;

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: group === 'waiting' ? WAITING_JOURNEYS : ['**/*.e2e.ts'],
    exclude: group === 'others' ? ['**/node_modules/**', ...WAITING_JOURNEYS] : ['**/node_modules/**'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page that lazy-loads its content (a chunk, then a call) can take seconds on a busy machine:
    // expect.poll waits up to 10 s instead of the default 1 s before it fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
