import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client';
import { scratchPostgres } from './scratch-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database migrated once for this run, copied for each suite ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
    /** A file holding an embedded database migrated once for this run, loaded by each suite. */
    pgliteTemplateFile: string;
  }
}

/** Migrates an embedded database once and keeps its files, so each suite loads them instead of migrating again. */
async function pgliteTemplate(folder: string): Promise<string> {
  const database = createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  await database.migrate();
  const { PGlite } = await import('@electric-sql/pglite');
  const client = (database.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
  const files = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(folder, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await files.arrayBuffer()));
  return file;
}

/** Migrates a PostgreSQL database once; each suite's database is created from it (`create database … template`). */
async function postgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const template = await scratchPostgres(adminUrl, 'fortuna_template');
  const database = createDatabase({ databaseUrl: template.url, dataDir: '', poolSize: 1 });
  await database.migrate();
  await database.close();
  return template;
}

/**
 * Says once, up front, which suites run and how to enable the ones that do not; prepares the migrated
 * databases every suite starts from (migrating ~40 files per suite and database was a third of the run).
 */
export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) {
    process.stdout.write(
      'PostgreSQL integration suite skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run it.\n',
    );
  }
  if (!process.env.REDIS_URL) {
    process.stdout.write('Redis suite skipped: set REDIS_URL=redis://127.0.0.1:6379 to run it.\n');
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'fortuna-test-db-'));
  project.provide('pgliteTemplateFile', await pgliteTemplate(folder));
  const template = process.env.TEST_DATABASE_URL ? await postgresTemplate(process.env.TEST_DATABASE_URL) : undefined;
  project.provide('postgresTemplate', template?.name ?? '');
  return async () => {
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
