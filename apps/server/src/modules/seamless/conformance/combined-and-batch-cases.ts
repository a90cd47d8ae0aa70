import { randomBytes } from 'node:crypto';
import { MAX_SETTLE_ITEMS, type SettleBatchAnswer } from '@fortuna/contracts/seamless';
import { describe, expect, it } from 'vitest';
import type { SeamlessCall } from '../../../products/kit/seamless-client';
import type { ConformanceHarness, Player } from './conformance-suite';

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

export interface CaseTools {
  use(): ConformanceHarness;
  player(balance: bigint): Promise<Player>;
  betOf(p: Player, roundId: string, amount: bigint, transactionId?: string): Promise<SeamlessCall<unknown>>;
  balanceOf(p: Player): Promise<bigint>;
}

function batchOf(call: SeamlessCall<SettleBatchAnswer>): SettleBatchAnswer {
  if (!call.envelope.success || !call.envelope.value) throw new Error(`batch refused: ${call.envelope.code}`);
  return call.envelope.value;
}

/** The combined round call of instant games and the settlement batch of products that settle later. */
export function describeCombinedAndBatchCases({ use, player, betOf, balanceOf }: CaseTools): void {
  function roundOf(
    p: Player,
    roundId: string,
    actions: Parameters<ConformanceHarness['client']['round']>[0]['actions'],
  ) {
    const { client, gameCode } = use();
    return client.round({ sessionToken: p.sessionToken, roundId, gameCode, currency: p.currency, actions });
  }

  describe('the combined round call', () => {
    it('applies bet then win in one call, once however often it is repeated', async () => {
      const harness = use();
      const p = await player(10_000n);
      const round = id('round');
      const actions = [
        { type: 'bet' as const, transactionId: id('bet'), amount: 1_000n },
        { type: 'win' as const, transactionId: id('win'), amount: 2_500n },
      ];
      const first = await roundOf(p, round, actions);
      expect(first.envelope).toMatchObject({
        success: true,
        value: { balance: '11500', actions: [{ type: 'bet', answer: { balance: '9000' } }, { type: 'win' }] },
      });
      const again = await roundOf(p, round, actions);
      expect(again.envelope.value).toEqual(first.envelope.value);
      expect(await balanceOf(p)).toBe(11_500n);
      // The round is settled by its win: a further win is refused like the single call refuses it.
      const late = await roundOf(p, round, [{ type: 'win', transactionId: id('win'), amount: 1n }]);
      expect(late.envelope.code).toBe('ROUND_CLOSED');
      expect(await harness.ledgerTotal(p.currency)).toBe(0n);
    });

    it('refuses the whole call when the bet is refused, and applies nothing of it', async () => {
      const p = await player(1_000n);
      const round = id('round');
      const betId = id('bet');
      const winId = id('win');
      const refused = await roundOf(p, round, [
        { type: 'bet', transactionId: betId, amount: 1_001n },
        { type: 'win', transactionId: winId, amount: 5_000n },
      ]);
      expect(refused.envelope).toMatchObject({
        success: false,
        code: 'INSUFFICIENT_FUNDS',
        value: { balance: '1000', refusedTransactionId: betId },
      });
      expect(await balanceOf(p)).toBe(1_000n);
      // Neither id was used: the same ids with a stake the player can afford go through.
      const paid = await roundOf(p, round, [
        { type: 'bet', transactionId: betId, amount: 400n },
        { type: 'win', transactionId: winId, amount: 0n },
      ]);
      expect(paid.envelope).toMatchObject({ success: true, value: { balance: '600' } });
    });

    it('answers a bet sent alone before as a repeat and finishes the round with its win', async () => {
      const p = await player(10_000n);
      const round = id('round');
      const betId = id('bet');
      const alone = await betOf(p, round, 2_000n, betId);
      expect(alone.envelope).toMatchObject({ success: true, value: { balance: '8000' } });
      const finished = await roundOf(p, round, [
        { type: 'bet', transactionId: betId, amount: 2_000n },
        { type: 'win', transactionId: id('win'), amount: 3_000n },
      ]);
      expect(finished.envelope.value?.actions[0]?.answer).toEqual(alone.envelope.value);
      expect(finished.envelope.value?.balance).toBe('11000');
      const changed = await roundOf(p, id('round'), [{ type: 'bet', transactionId: betId, amount: 2_001n }]);
      expect(changed.envelope).toMatchObject({ code: 'TRANSACTION_CONFLICT', value: { refusedTransactionId: betId } });
      expect(await balanceOf(p)).toBe(11_000n);
    });

    it('refuses a call whose actions share a transaction id', async () => {
      const p = await player(1_000n);
      const same = id('tx');
      const answer = await roundOf(p, id('round'), [
        { type: 'bet', transactionId: same, amount: 100n },
        { type: 'win', transactionId: same, amount: 100n },
      ]);
      expect(answer.status).toBe(400);
      expect(await balanceOf(p)).toBe(1_000n);
    });
  });

  describe('the settlement batch', () => {
    it("settles many players' rounds in one call, each item answered on its own and applied once", async () => {
      const harness = use();
      const [a, b, c] = await Promise.all([player(10_000n), player(10_000n), player(10_000n)]);
      if (!a || !b || !c) throw new Error('players missing');
      const rounds = { a: id('round'), b: id('round'), c: id('round'), d: id('round') };
      const cBet = id('bet');
      await betOf(a, rounds.a, 1_000n);
      await betOf(b, rounds.b, 2_000n);
      await betOf(c, rounds.c, 3_000n, cBet);
      await betOf(a, rounds.d, 500n);
      const items = [
        { type: 'win' as const, transactionId: id('win'), roundId: rounds.a, amount: 4_000n },
        { type: 'win' as const, transactionId: id('win'), roundId: rounds.b, amount: 0n },
        { type: 'rollback' as const, transactionId: id('rb'), roundId: rounds.c, referenceTransactionId: cBet },
        { type: 'end_round' as const, transactionId: id('end'), roundId: rounds.d },
        { type: 'win' as const, transactionId: id('win'), roundId: id('unknown'), amount: 100n },
      ];
      const first = batchOf(await harness.client.settleBatch(items));
      expect(first.items.map((item) => [item.code, item.balance])).toEqual([
        ['OK', '12500'],
        ['OK', '8000'],
        ['OK', '10000'],
        ['OK', '12500'],
        ['ROUND_NOT_FOUND', undefined],
      ]);
      expect(first).toMatchObject({ applied: 4, repeated: 0, refused: 1 });
      const again = batchOf(await harness.client.settleBatch(items));
      expect(again.items).toEqual(first.items);
      expect(again).toMatchObject({ applied: 0, repeated: 4, refused: 1 });
      expect([await balanceOf(a), await balanceOf(b), await balanceOf(c)]).toEqual([12_500n, 8_000n, 10_000n]);
      // Each round is closed now: settled, settled (lost), void (refunded), settled (ended).
      const after = batchOf(
        await harness.client.settleBatch([{ type: 'win', transactionId: id('win'), roundId: rounds.c, amount: 1n }]),
      );
      expect(after.items[0]?.code).toBe('ROUND_CLOSED');
      expect(await harness.ledgerTotal(a.currency)).toBe(0n);
    });

    it('settles a round named twice in order, and refuses what the single calls refuse', async () => {
      const harness = use();
      const p = await player(10_000n);
      const round = id('round');
      const betId = id('bet');
      await betOf(p, round, 1_000n, betId);
      const answer = batchOf(
        await harness.client.settleBatch([
          { type: 'win', transactionId: id('win'), roundId: round, amount: 300n, endRound: false },
          { type: 'rollback', transactionId: id('rb'), roundId: round, referenceTransactionId: betId },
          { type: 'win', transactionId: id('win'), roundId: round, amount: 700n },
          { type: 'win', transactionId: id('win'), roundId: round, amount: 5n },
        ]),
      );
      expect(answer.items.map((item) => item.code)).toEqual(['OK', 'ROUND_HAS_WIN', 'OK', 'ROUND_CLOSED']);
      expect(answer.items[2]?.balance).toBe('10000');
      const changed = batchOf(
        await harness.client.settleBatch([
          { type: 'win', transactionId: answer.items[0]?.transactionId ?? '', roundId: round, amount: 301n },
        ]),
      );
      expect(changed.items[0]?.code).toBe('TRANSACTION_CONFLICT');
      expect(await balanceOf(p)).toBe(10_000n);
    });

    it('leaves a tombstone for a rollback of a bet never seen: the late bet is refused', async () => {
      const harness = use();
      const p = await player(10_000n);
      const round = id('round');
      const lateBet = id('bet');
      const answer = batchOf(
        await harness.client.settleBatch([
          { type: 'rollback', transactionId: id('rb'), roundId: round, referenceTransactionId: lateBet },
        ]),
      );
      expect(answer.items[0]?.code).toBe('OK');
      expect((await betOf(p, round, 1_000n, lateBet)).envelope.code).toBe('BET_ROLLED_BACK');
      expect(await balanceOf(p)).toBe(10_000n);
    });

    it('applies a batch sent three times at once only once', async () => {
      const harness = use();
      const p = await player(10_000n);
      const rounds = [id('round'), id('round'), id('round')];
      for (const round of rounds) await betOf(p, round, 1_000n);
      const items = rounds.map((roundId) => ({
        type: 'win' as const,
        transactionId: id('win'),
        roundId,
        amount: 2_000n,
      }));
      const answers = await Promise.all([1, 2, 3].map(() => harness.client.settleBatch(items)));
      for (const answer of answers) expect(batchOf(answer).items.every((item) => item.code === 'OK')).toBe(true);
      expect(await balanceOf(p)).toBe(13_000n);
      expect(await harness.ledgerTotal(p.currency)).toBe(0n);
    });

    it('settles two different batches at once, sharing a player or not: every item once, the ledger exact', async () => {
      const harness = use();
      const [a, b, c] = await Promise.all([player(10_000n), player(10_000n), player(10_000n)]);
      if (!a || !b || !c) throw new Error('players missing');
      const rounds = [id('round'), id('round'), id('round'), id('round'), id('round')];
      const [r1, r2, r3, r4, r5] = rounds as [string, string, string, string, string];
      for (const [who, round] of [
        [a, r1],
        [a, r2],
        [b, r3],
        [b, r4],
        [c, r5],
      ] as const)
        await betOf(who, round, 1_000n);
      const win = (roundId: string, amount: bigint) => ({
        type: 'win' as const,
        transactionId: id('win'),
        roundId,
        amount,
      });
      const first = [win(r1, 2_500n), win(r3, 1_000n)];
      const second = [win(r2, 4_000n), win(r4, 0n), win(r5, 3_000n)];
      const answers = await Promise.all([harness.client.settleBatch(first), harness.client.settleBatch(second)]);
      for (const answer of answers)
        expect(batchOf(answer).items.map((item) => item.code)).toEqual(batchOf(answer).items.map(() => 'OK'));
      expect([await balanceOf(a), await balanceOf(b), await balanceOf(c)]).toEqual([14_500n, 9_000n, 12_000n]);
      const again = await Promise.all([harness.client.settleBatch(second), harness.client.settleBatch(first)]);
      expect(again.map((answer) => batchOf(answer).repeated)).toEqual([3, 2]);
      expect([await balanceOf(a), await balanceOf(b), await balanceOf(c)]).toEqual([14_500n, 9_000n, 12_000n]);
      expect(await harness.ledgerTotal(a.currency)).toBe(0n);
    });

    it('refuses a batch over the item limit or with a repeated transaction id, and changes nothing', async () => {
      const { client } = use();
      const round = id('round');
      const tooMany = Array.from({ length: MAX_SETTLE_ITEMS + 1 }, (_, index) => ({
        type: 'end_round' as const,
        transactionId: `end-${index}`,
        roundId: round,
      }));
      const over = await client.settleBatch(tooMany);
      expect([over.status, over.envelope.code]).toEqual([400, 'VALIDATION_FAILED']);
      const twice = await client.settleBatch([
        { type: 'end_round', transactionId: 'same-id-1', roundId: round },
        { type: 'end_round', transactionId: 'same-id-1', roundId: round },
      ]);
      expect(twice.status).toBe(400);
      const huge = await client.settleBatch([
        { type: 'win', transactionId: id('win'), roundId: round, amount: '99999999999999999999' },
      ]);
      expect(huge.status).toBe(400);
    });
  });
}
