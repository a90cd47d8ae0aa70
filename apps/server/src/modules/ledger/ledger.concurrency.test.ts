import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { AppError } from '../../http/app-error';
import { freshDatabase } from '../../test/test-app';
import { ensureAccount, findAccountsByIds, findReplayMismatches, type LedgerAccountRow } from './ledger.repo';
import { Ledger } from './ledger.service';

const databaseUrl = process.env.TEST_DATABASE_URL;
const MERCHANT = 1;
const DEBITS = 200;
const DEBIT_MINOR = 100n;
/** Covers 73 of the 200 debits. */
const FUNDED_MINOR = 7_300n;

/** Many writers on separate connections racing for one balance, as several API nodes would. */
describe.skipIf(!databaseUrl)('ledger under concurrency [postgres]', () => {
  let dispose: () => Promise<void>;
  let database: Database;
  const nodes: Database[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    dispose = fresh.dispose;
    database = fresh.database;
    await database.migrate();
    const url = new URL(databaseUrl ?? '');
    const [row] = await queryRows(database.db, sql`select current_database() as name`);
    url.pathname = `/${String(row?.name)}`;
    for (let i = 0; i < 8; i++) nodes.push(createDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 8 }));
  });

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await dispose?.();
  });

  async function fundedPlayer(ownerId: number): Promise<{ player: LedgerAccountRow; house: LedgerAccountRow }> {
    const base = { merchantId: MERCHANT, currency: 'VND' };
    const player = await ensureAccount(database.db, { ...base, ownerType: 'account', ownerId, kind: 'main' });
    const house = await ensureAccount(database.db, { ...base, ownerType: 'merchant', ownerId: 0, kind: 'house' });
    const world = await ensureAccount(database.db, { ...base, ownerType: 'merchant', ownerId: 0, kind: 'world' });
    await new Ledger(database.db).transfer({
      merchantId: MERCHANT,
      key: `fund-${ownerId}`,
      debitAccountId: world.id,
      creditAccountId: player.id,
      amount: FUNDED_MINOR,
      currency: 'VND',
      kind: 'deposit',
    });
    return { player, house };
  }

  function countOutcomes(outcomes: PromiseSettledResult<unknown>[]) {
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' &&
        outcome.reason instanceof AppError &&
        outcome.reason.code === 'INSUFFICIENT_FUNDS',
    ).length;
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const other = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' && !(outcome.reason instanceof AppError) ? [String(outcome.reason)] : [],
    );
    return { succeeded, refused, other };
  }

  it('lets exactly the covered debits through 8 group-commit writers on their own connections', async () => {
    const { player, house } = await fundedPlayer(1);
    const ledgers = nodes.map((node) => new Ledger(node.db));
    const outcomes = await Promise.allSettled(
      Array.from({ length: DEBITS }, (_, i) =>
        ledgers[i % ledgers.length]?.transfer({
          merchantId: MERCHANT,
          key: `race-a-${i}`,
          debitAccountId: player.id,
          creditAccountId: house.id,
          amount: DEBIT_MINOR,
          currency: 'VND',
          kind: 'bet',
        }),
      ),
    );
    expect(countOutcomes(outcomes)).toEqual({ succeeded: 73, refused: 127, other: [] });
    const [after] = await findAccountsByIds(database.db, [player.id]);
    expect(after?.balance).toBe(0n);
    expect(await findReplayMismatches(database.db, MERCHANT)).toEqual([]);
  });

  it('lets exactly the covered debits through 200 separate transactions', async () => {
    const { player, house } = await fundedPlayer(2);
    const ledger = new Ledger(database.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: DEBITS }, (_, i) =>
        nodes[i % nodes.length]?.db.transaction((tx) =>
          ledger.applyInTransaction(tx, {
            type: 'transfer',
            merchantId: MERCHANT,
            key: `race-b-${i}`,
            transfers: [
              {
                debitAccountId: player.id,
                creditAccountId: house.id,
                amount: DEBIT_MINOR,
                currency: 'VND',
                kind: 'bet',
              },
            ],
          }),
        ),
      ),
    );
    expect(countOutcomes(outcomes)).toEqual({ succeeded: 73, refused: 127, other: [] });
    const [after] = await findAccountsByIds(database.db, [player.id]);
    expect(after?.balance).toBe(0n);
    expect(await findReplayMismatches(database.db, MERCHANT)).toEqual([]);
  });

  it('applies one key once when the same request races on every writer', async () => {
    const { player, house } = await fundedPlayer(3);
    const ledgers = nodes.map((node) => new Ledger(node.db));
    const outcomes = await Promise.allSettled(
      ledgers.flatMap((ledger) =>
        [1, 2, 3].map(() =>
          ledger.transfer({
            merchantId: MERCHANT,
            key: 'same-key',
            debitAccountId: player.id,
            creditAccountId: house.id,
            amount: 1_000n,
            currency: 'VND',
            kind: 'bet',
          }),
        ),
      ),
    );
    const ids = new Set(
      outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.transfers[0]?.id] : [])),
    );
    expect(ids.size).toBe(1);
    const [after] = await findAccountsByIds(database.db, [player.id]);
    expect(after?.balance).toBe(FUNDED_MINOR - 1_000n);
  });
});
