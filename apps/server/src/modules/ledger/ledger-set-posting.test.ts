import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { ledgerAccounts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { describeEachDatabase } from '../../test/test-app';
import { defaultMerchantSettings } from '../merchants/merchant-defaults';
import { insertMerchant } from '../merchants/merchants.repo';
import { ensureAccount, findReplayMismatches, type LedgerAccountRow } from './ledger.repo';
import type { TransferSpec } from './ledger.types';

/** A fresh merchant with a house, a world account and `members` main wallets funded with 1,000 each. */
async function openBook(app: FastifyInstance, members: number) {
  const merchant = await insertMerchant(app.db, {
    code: `S${randomBytes(5).toString('hex').toUpperCase()}`,
    name: 'Set posting',
    currency: 'VND',
    currencySymbol: '₫',
    ...defaultMerchantSettings(),
  });
  const platform = (kind: 'house' | 'world') =>
    ensureAccount(app.db, { merchantId: merchant.id, ownerType: 'merchant', ownerId: 0, kind, currency: 'VND' });
  const house = await platform('house');
  const world = await platform('world');
  const wallets: LedgerAccountRow[] = [];
  for (let index = 0; index < members; index++) {
    const wallet = await ensureAccount(app.db, {
      merchantId: merchant.id,
      ownerType: 'account',
      ownerId: index + 1,
      kind: 'main',
      currency: 'VND',
    });
    await app.ledger.transfer({
      merchantId: merchant.id,
      key: `fund-${wallet.id}`,
      debitAccountId: world.id,
      creditAccountId: wallet.id,
      amount: 1_000n,
      currency: 'VND',
      kind: 'adjustment',
    });
    wallets.push(wallet);
  }
  return { merchantId: merchant.id, house, world, wallets };
}

type Book = Awaited<ReturnType<typeof openBook>>;

/** A move between two of the book's accounts: 'h' the house, a number a member's wallet. */
type Move = [from: 'h' | number, to: 'h' | number, amount: bigint];

function transfersOf(book: Book, moves: Move[]): TransferSpec[] {
  const account = (which: 'h' | number) => (which === 'h' ? book.house : book.wallets[which])?.id ?? 0;
  return moves.map(([from, to, amount]) => ({
    debitAccountId: account(from),
    creditAccountId: account(to),
    amount,
    currency: 'VND',
    kind: 'test',
  }));
}

async function balancesOf(app: FastifyInstance, book: Book): Promise<bigint[]> {
  const rows = await app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.merchantId, book.merchantId));
  return book.wallets.map((wallet) => rows.find((row) => row.id === wallet.id)?.balance ?? -1n);
}

async function refusalOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'applied';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

// Money a member receives early in the operation is spent later in it; the house pays and takes.
const MOVES: Move[] = [
  ['h', 0, 500n],
  [0, 1, 1_200n],
  [1, 2, 2_000n],
  ['h', 3, 50n],
  [2, 'h', 100n],
  [3, 0, 1_050n],
  [0, 'h', 1_350n],
  [2, 1, 2_900n],
  ['h', 2, 7n],
  [1, 3, 1n],
];

describeEachDatabase('ledger: an operation of many transfers posted set-based', (use) => {
  it('answers and stores the same balances as the transfers posted one at a time', async () => {
    const { app } = use();
    const [many, single] = [await openBook(app, 4), await openBook(app, 4)];
    const together = await app.ledger.transferLinked({
      merchantId: many.merchantId,
      key: 'together',
      transfers: transfersOf(many, MOVES),
    });
    const alone = [];
    for (const [index, transfer] of transfersOf(single, MOVES).entries()) {
      alone.push(await app.ledger.transfer({ merchantId: single.merchantId, key: `alone-${index}`, ...transfer }));
    }
    const afterOf = (book: Book, id: number, balance: bigint | null) =>
      book.wallets.some((wallet) => wallet.id === id) ? balance : 'house';
    const shape = (book: Book, transfers: typeof together.transfers) =>
      transfers.map((transfer) => ({
        amount: transfer.amount,
        status: transfer.status,
        debitAfter: afterOf(book, transfer.debitAccountId, transfer.debitBalanceAfter),
        creditAfter: afterOf(book, transfer.creditAccountId, transfer.creditBalanceAfter),
      }));
    expect(together.transfers).toHaveLength(MOVES.length);
    expect(shape(many, together.transfers)).toEqual(
      shape(
        single,
        alone.flatMap((result) => result.transfers),
      ),
    );
    expect(together.transfers[1]).toMatchObject({ debitBalanceAfter: 300n, creditBalanceAfter: 2_200n });
    expect(await balancesOf(app, many)).toEqual(await balancesOf(app, single));
    expect(await balancesOf(app, many)).toEqual([0n, 3_099n, 7n, 1n]);
    // Ids follow the transfers' order, and every stored balance replays from the log.
    const ids = together.transfers.map((transfer) => BigInt(transfer.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    expect(await findReplayMismatches(app.db, many.merchantId)).toEqual([]);
    const house = await app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, many.house.id));
    const singleHouse = await app.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, single.house.id));
    expect(house[0]?.balance).toBe(singleHouse[0]?.balance);
    // The same key again answers the first answer and moves nothing.
    const again = await app.ledger.transferLinked({
      merchantId: many.merchantId,
      key: 'together',
      transfers: transfersOf(many, MOVES),
    });
    expect(again.isReplay).toBe(true);
    expect(again.transfers.map((transfer) => transfer.id)).toEqual(together.transfers.map((transfer) => transfer.id));
    expect(await balancesOf(app, many)).toEqual(await balancesOf(app, single));
  });

  it('refuses with the first problem in transfer order and changes nothing', async () => {
    const { app } = use();
    const book = await openBook(app, 4);
    const before = await balancesOf(app, book);
    const count = async () => {
      const [row] = await queryRows(
        app.db,
        sql`select count(*)::int as n from ledger_transfers where merchant_id = ${book.merchantId}`,
      );
      return Number(row?.n);
    };
    const transfersBefore = await count();
    const refuse = (key: string, transfers: TransferSpec[]) =>
      refusalOf(() => app.ledger.transferLinked({ merchantId: book.merchantId, key, transfers }));
    // Member 0 holds 1,000 + 500 received in the operation: 1,600 at the fourth transfer is 100 too much.
    const overdraft = transfersOf(book, [
      ['h', 0, 500n],
      [1, 2, 10n],
      [2, 3, 10n],
      [0, 1, 1_600n],
      ['h', 1, 1n],
      ['h', 1, 1n],
      ['h', 1, 1n],
      ['h', 1, 1n],
      ['h', 1, 1n],
    ]);
    expect(await refuse('overdraft', overdraft)).toBe('INSUFFICIENT_FUNDS');
    // One unit less is covered.
    const covered = overdraft.map((transfer, index) => (index === 3 ? { ...transfer, amount: 1_500n } : transfer));
    const unknown = [...covered.slice(0, 5), { ...covered[5], creditAccountId: 987_654_321 } as TransferSpec];
    expect(
      await refuse('unknown', [...unknown, ...covered.slice(6), { ...covered[0], amount: 5_000n } as TransferSpec]),
    ).toBe('LEDGER_ACCOUNT_NOT_FOUND');
    const dollars = await ensureAccount(app.db, {
      merchantId: book.merchantId,
      ownerType: 'account',
      ownerId: 99,
      kind: 'main',
      currency: 'USD',
    });
    const mixed = covered.map((transfer, index) =>
      index === 7 ? { ...transfer, creditAccountId: dollars.id } : transfer,
    );
    expect(await refuse('mixed', mixed)).toBe('CURRENCY_MISMATCH');
    // The first problem wins: an overdraft at the second transfer before an unknown account at the sixth.
    const first = [
      covered[0],
      { ...covered[1], amount: 1_001n },
      ...unknown.slice(2),
      ...covered.slice(6),
    ] as TransferSpec[];
    expect(await refuse('first', first)).toBe('INSUFFICIENT_FUNDS');
    expect(await balancesOf(app, book)).toEqual(before);
    expect(await count()).toBe(transfersBefore);
    expect(await refuse('covered', covered)).toBe('applied');
    expect(await balancesOf(app, book)).toEqual([0n, 1_000n + 1_500n - 10n + 5n, 1_000n, 1_010n]);
  });
});
