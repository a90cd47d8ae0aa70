import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { DEMO_PASSWORD } from '../seed/demo';
import { scratchPostgres } from './scratch-postgres';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_STATIC: 'false',
    DEMO_SEED: 'true',
    RATE_LIMIT_NAMESPACE: `test-${randomBytes(6).toString('hex')}:`,
    // The studio lists its own games in the catalogue; suites that test the catalogue count their own rows.
    // The studio and game-platform suites turn it on.
    STUDIO_ENABLED: 'false',
    SPORTS_ENABLED: 'false',
    LOTTERY_ENABLED: 'false',
    ...overrides,
  });
}

let pgliteTemplate: Blob | undefined;

/** The run's migrated embedded database (global setup), read once per worker. */
function pgliteTemplateData(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A fresh database of the given kind, dropped again by `dispose`: a copy of the run's migrated template
 * (global setup), so the app's start-up finds every migration applied; empty when there is no template.
 */
export async function freshDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; url: string | undefined; dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'pglite' || !adminUrl) {
    const database = createDatabase({
      databaseUrl: undefined,
      dataDir: 'memory://',
      initialData: pgliteTemplateData(),
    });
    return { database, url: undefined, dispose: () => database.close() };
  }
  const scratch = await scratchPostgres(adminUrl, 'fortuna_test', inject('postgresTemplate') || undefined);
  const database = createDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 5 });
  return {
    database,
    url: scratch.url,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface TestContext {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
}

/**
 * Runs `suite` once per test database, each with a fresh database and an app seeded with demo data.
 * The suite reads the context lazily: `const ctx = use();` inside each test.
 */
export function describeEachDatabase(
  title: string,
  suite: (use: () => TestContext) => void,
  configOverrides: Record<string, string> = {},
): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let context: TestContext | undefined;
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const fresh = await freshDatabase(kind);
        dispose = fresh.dispose;
        const config = testConfig(configOverrides);
        const app = await buildApp(config, { database: fresh.database });
        await app.ready();
        context = { kind, app, database: fresh.database, config };
      });
      afterAll(async () => {
        await context?.app.close();
        await dispose?.();
      });
      suite(() => {
        if (!context) throw new Error('test context used before setup');
        return context;
      });
    });
  }
}

const tokens = new WeakMap<FastifyInstance, Map<string, string>>();

/** Signs in as a staff member (once per app and username) and returns the bearer header to send. */
export async function staffAuth(
  app: FastifyInstance,
  username = 'admin',
  password = DEMO_PASSWORD,
): Promise<{ authorization: string }> {
  const known = tokens.get(app)?.get(username);
  if (known) return { authorization: `Bearer ${known}` };
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/session/login',
    payload: { username, password },
  });
  const body = response.json<{ success: boolean; value: { token: string } | null; message: string }>();
  if (!body.success || !body.value) throw new Error(`staff login failed: ${body.message}`);
  const forApp = tokens.get(app) ?? new Map<string, string>();
  forApp.set(username, body.value.token);
  tokens.set(app, forApp);
  return { authorization: `Bearer ${body.value.token}` };
}
