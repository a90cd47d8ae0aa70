import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Serialises migrations across processes sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_240_117;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Connections per process to PostgreSQL. */
  poolSize?: number;
  /** An embedded database's files to start from (a `dumpDataDir` tarball); the test suites' migrated template. */
  initialData?: Blob;
}

export function createDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl, options.poolSize ?? 10)
    : createPglite(options.dataDir, options.initialData);
}

function createPglite(dataDir: string, initialData?: Blob): Database {
  const isMemory = dataDir.startsWith('memory://');
  const location = isMemory ? dataDir : path.resolve(dataDir, 'pglite');
  if (!isMemory) mkdirSync(location, { recursive: true });
  const client = new PGlite(location, initialData ? { loadDataDir: initialData } : {});
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

function createPostgres(databaseUrl: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
