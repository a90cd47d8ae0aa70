// Preloaded into the server by bench:bets (`--import`): counts the statements the process sends to the
// database (node-postgres or PGlite), and writes the count to BENCH_QUERY_COUNT_FILE on SIGUSR2. This is the
// top-level statement count pg_stat_statements would report, for a PostgreSQL without that extension loaded.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

let statements = 0;
const file = process.env.BENCH_QUERY_COUNT_FILE;

function counted<T extends object>(proto: T, method: string): void {
  const original = (proto as Record<string, unknown>)[method];
  if (typeof original !== 'function') return;
  (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
}

counted(pg.Client.prototype, 'query');
counted(PGlite.prototype, 'query');
counted(PGlite.prototype, 'exec');

process.on('SIGUSR2', () => {
  if (file) writeFileSync(file, String(statements));
});
