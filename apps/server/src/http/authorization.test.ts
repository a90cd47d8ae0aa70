import { expect, it } from 'vitest';
import { CALLERS, type CallerHeaders, signInCallers } from '../test/callers';
import { type Operation, operationKey, operationsOf, urlOf } from '../test/openapi-operations';
import { describeEachDatabase } from '../test/test-app';
import { AUTHORIZATION } from './authorization-table';

/** Calls that end the caller's session: the caller signs in again after them. */
const ENDS_SESSION = new Set(['DELETE /wps/session/logout', 'DELETE /api/admin/session']);

describeEachDatabase(
  'authorization matrix',
  (use) => {
    it('has a row for every route of the API and a route for every row', () => {
      const routes = operationsOf(use().app).map(operationKey).sort();
      const rows = Object.keys(AUTHORIZATION).sort();
      expect(
        routes.filter((route) => !rows.includes(route)),
        'routes without a row',
      ).toEqual([]);
      expect(
        rows.filter((row) => !routes.includes(row)),
        'rows without a route',
      ).toEqual([]);
    });

    it('refuses every caller the table does not name, and only those', async () => {
      const { app } = use();
      const { headers, signIn } = await signInCallers(app);
      const call = (operation: Operation, sign: CallerHeaders) => {
        const body = operation.method === 'GET' ? undefined : '{}';
        const sent = { ...sign(body ?? ''), ...(body ? { 'content-type': 'application/json' } : {}) };
        return app.inject({ method: operation.method, url: urlOf(operation), headers: sent, payload: body });
      };
      const wrong: string[] = [];
      for (const operation of operationsOf(app)) {
        const allowed = AUTHORIZATION[operationKey(operation)] ?? [];
        for (const caller of CALLERS) {
          const response = await call(operation, headers[caller]);
          const refused = response.statusCode === 401 || response.statusCode === 403;
          if (refused) expect(response.json()).toMatchObject({ success: false, code: expect.any(String) });
          if (refused === allowed.includes(caller)) {
            wrong.push(`${operationKey(operation)} as ${caller}: ${response.statusCode} ${response.body.slice(0, 80)}`);
          }
          if (ENDS_SESSION.has(operationKey(operation))) headers[caller] = await signIn(caller);
        }
      }
      expect(wrong).toEqual([]);
    }, 300_000);
    // The products' routes (studio, lottery, sportsbook) are part of the API like any other.
  },
  { LOTTERY_ENABLED: 'true', SPORTS_ENABLED: 'true', STUDIO_ENABLED: 'true' },
);
