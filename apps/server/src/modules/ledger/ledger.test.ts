import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { describeEachDatabase } from '../../test/test-app';
import { balanceSumsByCurrency, ensureAccount, findAccountsByIds, findReplayMismatches } from './ledger.repo';
import { openTestAccounts, spec } from './ledger.test-helpers';

describeEachDatabase('ledger', (use) => {
  async function balanceOf(id: number) {
    const [row] = await findAccountsByIds(use().app.db, [id]);
    return { balance: row?.balance, pendingDebits: row?.pendingDebits, pendingCredits: row?.pendingCredits };
  }

  it('posts a transfer, records balances after it, and keeps the books at zero', async () => {
    const { app } = use();
    const { merchantId, player, house } = await openTestAccounts(app, 10_000n);
    const result = await app.ledger.transfer({ merchantId, key: 'bet-1', ...spec(player, house, 2_500n, 'bet') });
    expect(result.isReplay).toBe(false);
    expect(result.transfers[0]).toMatchObject({ status: 'posted', amount: 2_500n, debitBalanceAfter: 7_500n });
    expect((await balanceOf(player.id)).balance).toBe(7_500n);
    for (const { total } of await balanceSumsByCurrency(app.db)) expect(total).toBe(0n);
  });

  it('refuses to take a player below zero and changes nothing', async () => {
    const { app } = use();
    const { merchantId, player, house } = await openTestAccounts(app, 1_000n);
    await expect(
      app.ledger.transfer({ merchantId, key: 'too-much', ...spec(player, house, 1_001n) }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await balanceOf(player.id)).balance).toBe(1_000n);
    const rows = await app.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, 'too-much'));
    expect(rows).toHaveLength(0);
  });

  it('answers a repeated key with the first result, and refuses the key for a different request', async () => {
    const { app } = use();
    const { merchantId, player, house } = await openTestAccounts(app, 5_000n);
    const first = await app.ledger.transfer({ merchantId, key: 'once', ...spec(player, house, 1_000n) });
    const again = await app.ledger.transfer({ merchantId, key: 'once', ...spec(player, house, 1_000n) });
    expect(again.isReplay).toBe(true);
    expect(again.transfers).toEqual(first.transfers);
    expect((await balanceOf(player.id)).balance).toBe(4_000n);
    await expect(app.ledger.transfer({ merchantId, key: 'once', ...spec(player, house, 999n) })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
  });

  it('applies linked transfers all together or not at all', async () => {
    const { app } = use();
    const { merchantId, player, house, world } = await openTestAccounts(app, 3_000n);
    await expect(
      app.ledger.transferLinked({
        merchantId,
        key: 'linked-fails',
        transfers: [spec(player, house, 2_000n), spec(player, world, 2_000n)],
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await balanceOf(player.id)).balance).toBe(3_000n);
    const ok = await app.ledger.transferLinked({
      merchantId,
      key: 'linked-ok',
      transfers: [spec(player, house, 2_000n), spec(player, world, 1_000n)],
    });
    expect(ok.transfers).toHaveLength(2);
    expect((await balanceOf(player.id)).balance).toBe(0n);
  });

  it('holds money as pending, then posts or voids it exactly once', async () => {
    const { app } = use();
    const { merchantId, player, house } = await openTestAccounts(app, 10_000n);
    const held = await app.ledger.hold({ merchantId, key: 'hold-1', ...spec(player, house, 6_000n, 'withdraw') });
    const heldId = held.transfers[0]?.id ?? '';
    expect(await balanceOf(player.id)).toEqual({ balance: 10_000n, pendingDebits: 6_000n, pendingCredits: 0n });
    await expect(
      app.ledger.transfer({ merchantId, key: 'spend-held', ...spec(player, house, 5_000n) }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });

    const posted = await app.ledger.post({ merchantId, key: 'post-1', transferId: heldId });
    expect(posted.transfers[0]).toMatchObject({ status: 'posted', debitBalanceAfter: 4_000n });
    expect(await balanceOf(player.id)).toEqual({ balance: 4_000n, pendingDebits: 0n, pendingCredits: 0n });
    await expect(app.ledger.void({ merchantId, key: 'void-late', transferId: heldId })).rejects.toMatchObject({
      code: 'TRANSFER_NOT_PENDING',
    });

    const second = await app.ledger.hold({ merchantId, key: 'hold-2', ...spec(player, house, 4_000n) });
    await app.ledger.void({ merchantId, key: 'void-2', transferId: second.transfers[0]?.id ?? '' });
    expect(await balanceOf(player.id)).toEqual({ balance: 4_000n, pendingDebits: 0n, pendingCredits: 0n });
    await expect(app.ledger.post({ merchantId, key: 'post-missing', transferId: '999999999' })).rejects.toMatchObject({
      code: 'TRANSFER_NOT_FOUND',
    });
  });

  it('refuses bad amounts, one-account transfers and mixed currencies', async () => {
    const { app } = use();
    const { merchantId, player, house } = await openTestAccounts(app, 1_000n);
    await expect(app.ledger.transfer({ merchantId, key: 'zero', ...spec(player, house, 0n) })).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
    });
    await expect(app.ledger.transfer({ merchantId, key: 'self', ...spec(player, player, 5n) })).rejects.toMatchObject({
      code: 'SAME_ACCOUNT',
    });
    const dollars = await ensureAccount(app.db, {
      merchantId,
      ownerType: 'merchant',
      ownerId: 0,
      kind: 'house',
      currency: 'USD',
    });
    await expect(app.ledger.transfer({ merchantId, key: 'fx', ...spec(player, dollars, 5n) })).rejects.toMatchObject({
      code: 'CURRENCY_MISMATCH',
    });
  });

  it('keeps each request of a batch independent: one failure does not fail its neighbours', async () => {
    const { app } = use();
    const { merchantId, player, house } = await openTestAccounts(app, 1_000n);
    const outcomes = await Promise.allSettled([
      app.ledger.transfer({ merchantId, key: 'b-1', ...spec(player, house, 400n) }),
      app.ledger.transfer({ merchantId, key: 'b-2', ...spec(player, house, 400n) }),
      app.ledger.transfer({ merchantId, key: 'b-3', ...spec(player, house, 400n) }),
      app.ledger.transfer({ merchantId, key: 'b-1', ...spec(player, house, 400n) }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await balanceOf(player.id)).balance).toBe(200n);
  });

  it("writes a product account's changes within a transaction once, at its commit, and none of a rolled-back one", async () => {
    const { app } = use();
    const { merchantId, player } = await openTestAccounts(app, 10_000n);
    const product = await ensureAccount(app.db, {
      merchantId,
      ownerType: 'merchant',
      ownerId: 0,
      kind: 'vendor',
      label: 'COMMIT_TEST',
      currency: 'VND',
    });
    const stake = (key: string, amount: bigint, kind = 'bet') => ({
      type: 'transfer' as const,
      merchantId,
      key,
      transfers: [spec(player, product, amount, kind)],
    });
    const win = (key: string, amount: bigint) => ({
      type: 'transfer' as const,
      merchantId,
      key,
      transfers: [spec(product, player, amount, 'win')],
    });
    await inTransaction(app.db, async (tx) => {
      const first = await app.ledger.applyInTransaction(tx, stake('commit-bet-1', 3_000n));
      expect(first.transfers[0]).toMatchObject({ debitBalanceAfter: 7_000n, creditBalanceAfter: null });
      await app.ledger.applyInTransaction(tx, stake('commit-bet-2', 2_000n));
      await app.ledger.applyInTransaction(tx, win('commit-win', 500n));
      const [inside] = await findAccountsByIds(tx, [product.id]);
      expect(inside?.balance).toBe(0n);
    });
    expect((await balanceOf(product.id)).balance).toBe(4_500n);
    expect((await balanceOf(player.id)).balance).toBe(5_500n);

    await expect(
      inTransaction(app.db, async (tx) => {
        await app.ledger.applyInTransaction(tx, stake('commit-rolled-back', 1_000n));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await balanceOf(product.id)).balance).toBe(4_500n);
    expect((await balanceOf(player.id)).balance).toBe(5_500n);
    expect(await findReplayMismatches(app.db, merchantId)).toEqual([]);
    for (const { total } of await balanceSumsByCurrency(app.db)) expect(total).toBe(0n);
  });

  it('never lets the database hold a player balance below zero, even written directly', async () => {
    const { app } = use();
    const { player } = await openTestAccounts(app, 0n);
    await expect(
      app.db.update(ledgerAccounts).set({ balance: -1n }).where(eq(ledgerAccounts.id, player.id)),
    ).rejects.toThrow();
  });
});
