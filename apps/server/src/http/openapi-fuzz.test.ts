import { count, sum } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers } from '../db/schema/index';
import { CALLERS, signInCallers } from '../test/callers';
import { bodyFor, pathValuesFor, queryFor } from '../test/fuzz-requests';
import { operationKey, operationsOf, urlOf } from '../test/openapi-operations';
import { spareAddress } from '../test/spare-address';
import { describeEachDatabase } from '../test/test-app';
import { AUTHORIZATION } from './authorization-table';

/** Runs per operation: a few in CI (fixed seed), many with FUZZ_RUNS=1000 (then a random seed unless FUZZ_SEED). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() : 20261127));

/** Not JSON APIs: they answer a file (an image or a document) when the id names one. */
const NOT_JSON: Record<string, string> = {
  'GET /wps/payment/deposits/{id}/proofs/{proofId}': 'proof image download',
  'GET /api/admin/payments/deposits/{id}/proofs/{proofId}': 'proof image download',
  'GET /wps/payment/p2p/parts/{id}/proofs/{proofId}': 'proof image download',
  'GET /api/admin/payments/p2p/parts/{id}/proofs/{proofId}': 'proof image download',
  'GET /api/admin/payments/p2p/disputes/{id}/proofs/{index}': 'proof image download',
  'GET /wps/member/kyc/documents/{id}/file': 'identity document download',
  'GET /api/admin/kyc/documents/{id}/file': 'identity document download',
  'GET /wps/chat/images/{messageId}': 'chat image download',
  'GET /api/admin/chat/images/{id}': 'chat image download',
  'GET /wps/feedback/{id}/images/{index}': 'feedback image download',
  'GET /api/admin/feedback/{id}/images/{index}': 'feedback image download',
};

/** Fuzzed last: a valid-enough call ends the caller's session. */
const ENDS_SESSION = ['DELETE /wps/session/logout', 'DELETE /api/admin/session'];

async function ledgerState(app: FastifyInstance) {
  const [balances] = await app.db
    .select({ total: sum(ledgerAccounts.balance), held: sum(ledgerAccounts.pendingDebits) })
    .from(ledgerAccounts);
  const [transfers] = await app.db.select({ count: count() }).from(ledgerTransfers);
  return { ...balances, transfers: transfers?.count };
}

describeEachDatabase(
  'the API under malformed input',
  (use) => {
    it('answers every operation, for every caller, with a 4xx or 2xx envelope and leaves the ledger alone', async () => {
      const { app } = use();
      const { headers } = await signInCallers(app);
      const operations = operationsOf(app)
        .filter((operation) => !NOT_JSON[operationKey(operation)])
        .sort(
          (a, b) => Number(ENDS_SESSION.includes(operationKey(a))) - Number(ENDS_SESSION.includes(operationKey(b))),
        );
      const before = await ledgerState(app);

      for (const operation of operations) {
        const allowed = AUTHORIZATION[operationKey(operation)] ?? [];
        const request = fc.record({
          // Mostly callers who get past the door (the authorization table), sometimes anyone.
          caller: fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...(allowed.length ? allowed : CALLERS)) },
            { weight: 1, arbitrary: fc.constantFrom(...CALLERS) },
          ),
          path: pathValuesFor(operation),
          query: queryFor(operation),
          body: bodyFor(operation),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ caller, path, query, body }) => {
            const withBody = operation.method !== 'GET';
            const response = await app.inject({
              method: operation.method,
              url: `${urlOf(operation, path)}${query ? `?${query}` : ''}`,
              remoteAddress: spareAddress(),
              headers: { ...headers[caller](withBody ? body : ''), 'content-type': 'application/json' },
              ...(withBody ? { payload: body } : {}),
            });
            const where = `${operationKey(operation)} as ${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            expect(response.headers['content-type'], where).toMatch(/^application\/json/);
            const envelope = response.json();
            expect(typeof envelope.success, where).toBe('boolean');
            expect(typeof envelope.code, where).toBe('string');
            expect(typeof envelope.message, where).toBe('string');
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
      expect(await ledgerState(app)).toEqual(before);
    }, 600_000);
  },
  // The lottery's and the sportsbook's routes are fuzzed like the platform's.
  { LOTTERY_ENABLED: 'true', SPORTS_ENABLED: 'true', STUDIO_ENABLED: 'true' },
);
