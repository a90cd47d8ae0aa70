import { randomBytes } from 'node:crypto';
import type { RoundAnswer, SettleBatchAnswer, WalletAnswer } from '@fortuna/contracts/seamless';
import { describe, expect, it } from 'vitest';
import type { SeamlessCall } from '../../../products/kit/seamless-client';
import type { ConformanceHarness, LimitsHarness, Player } from './conformance-suite';

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** The win the hardening report named: credited nine times on a 100 stake before the tenth answered 500. */
const HUGE = 999_999_999_999_999_999n;
const BIGINT_MAX = 2n ** 63n - 1n;

export interface CeilingTools {
  use(): ConformanceHarness;
  player(balance: bigint): Promise<Player>;
  betOf(p: Player, roundId: string, amount: bigint, transactionId?: string): Promise<SeamlessCall<unknown>>;
  winOf(
    p: Player,
    roundId: string,
    amount: bigint,
    transactionId?: string,
    endRound?: boolean,
  ): Promise<SeamlessCall<unknown>>;
  balanceOf(p: Player): Promise<bigint>;
}

function limitsOf(harness: ConformanceHarness): LimitsHarness {
  if (!harness.limits) throw new Error('this adapter has no win ceiling');
  return harness.limits;
}

/** A player of `harness` (any vendor's), authenticated, and the calls of the cases on its vendor. */
async function playerOn(harness: ConformanceHarness, balance: bigint) {
  const { launchToken, accountId } = await harness.launch(balance);
  const answer = await harness.client.authenticate(launchToken);
  if (!answer.envelope.value) throw new Error(`authenticate failed: ${answer.envelope.code}`);
  const p: Player = {
    sessionToken: answer.envelope.value.sessionToken,
    currency: answer.envelope.value.currency,
    accountId,
  };
  const base = { sessionToken: p.sessionToken, gameCode: harness.gameCode, currency: p.currency };
  return {
    p,
    bet: (roundId: string, amount: bigint) =>
      harness.client.bet({ ...base, transactionId: id('bet'), roundId, amount }),
    win: (roundId: string, amount: bigint, transactionId = id('win'), endRound = false) =>
      harness.client.win({ ...base, transactionId, roundId, amount, endRound }),
    round: (roundId: string, actions: Parameters<ConformanceHarness['client']['round']>[0]['actions']) =>
      harness.client.round({ ...base, roundId, actions }),
    balance: async () => BigInt((await harness.client.balance(p.sessionToken)).envelope.value?.balance ?? '-1'),
  };
}

/**
 * The win ceiling (docs/seamless-wallet.md "Win ceiling"): per vendor and per game, a round's wins at most a
 * multiple of its stakes and an absolute amount, and no wallet past the maximum balance. A win over it is
 * refused (WIN_OVER_LIMIT, nothing credited) or held for review as the merchant chose, and flagged either
 * way; no amount overflows into a server error on any call.
 */
export function describeWinCeilingCases({ use, player, betOf, winOf, balanceOf }: CeilingTools): void {
  describe('win ceiling', () => {
    it('refuses a win over the multiple of the stake on every call, credits nothing, and flags it once', async () => {
      const harness = use();
      const limits = limitsOf(harness);
      const p = await player(10_000n);
      const round = id('round');
      await betOf(p, round, 100n);
      // The single win: refused ten times over (the vendor retrying), never a 500, nothing credited.
      const winId = id('win');
      for (let attempt = 0; attempt < 10; attempt++) {
        const refused = await winOf(p, round, HUGE, winId, false);
        expect([refused.status, refused.envelope.code]).toEqual([409, 'WIN_OVER_LIMIT']);
      }
      expect(await balanceOf(p)).toBe(9_900n);
      const [flag, ...more] = await limits.flagsOf(p.accountId);
      expect(more).toEqual([]);
      expect(flag).toMatchObject({
        kind: 'win_over_limit',
        status: 'open',
        amount: { amountMinor: HUGE.toString() },
        detail: { reason: 'multiple', limit: '1000000', outcome: 'refused', roundId: round, transactionId: winId },
      });
      // The round is still open: a win within the ceiling settles it.
      expect((await winOf(p, round, 1_000n)).envelope).toMatchObject({ success: true, value: { balance: '10900' } });

      // The combined call: the whole call is refused, its bet included.
      const combined = id('round');
      const hugeWin = id('win');
      const refusedRound = (await harness.client.round({
        sessionToken: p.sessionToken,
        roundId: combined,
        gameCode: harness.gameCode,
        currency: p.currency,
        actions: [
          { type: 'bet', transactionId: id('bet'), amount: 100n },
          { type: 'win', transactionId: hugeWin, amount: HUGE },
        ],
      })) as SeamlessCall<RoundAnswer>;
      expect([refusedRound.status, refusedRound.envelope.code]).toEqual([409, 'WIN_OVER_LIMIT']);
      expect(refusedRound.envelope.value).toMatchObject({ refusedTransactionId: hugeWin });
      expect(await balanceOf(p)).toBe(10_900n);

      // The settlement batch: the item is refused on its own, the others applied.
      const settled = id('round');
      const refusedItem = id('win');
      await betOf(p, settled, 100n);
      await betOf(p, id('lost'), 100n);
      const batch = (await harness.client.settleBatch([
        { type: 'win', transactionId: refusedItem, roundId: settled, amount: 1_000_001n },
      ])) as SeamlessCall<SettleBatchAnswer>;
      expect(batch.envelope.value).toMatchObject({ applied: 0, refused: 1, items: [{ code: 'WIN_OVER_LIMIT' }] });
      expect(await balanceOf(p)).toBe(10_700n);
      const flags = await limits.flagsOf(p.accountId);
      expect(flags.map((one) => one.detail.transactionId).sort()).toEqual([winId, hugeWin, refusedItem].sort());
      expect(await harness.ledgerTotal(p.currency)).toBe(0n);
    });

    it("applies the game's overrides: an absolute cap per round and a maximum balance", async () => {
      const harness = use();
      const limits = limitsOf(harness);
      await limits.setCeiling('game', { maxWinMinor: 5_000n, maxBalanceMinor: 19_000n });
      try {
        const p = await player(10_000n);
        const round = id('round');
        await betOf(p, round, 100n);
        // 3,000 then 2,500 on one round: together over the game's 5,000 per round.
        expect((await winOf(p, round, 3_000n, id('win'), false)).envelope.success).toBe(true);
        const overRound = await winOf(p, round, 2_500n, id('win'), false);
        expect(overRound.envelope.code).toBe('WIN_OVER_LIMIT');
        expect((await winOf(p, round, 2_000n, id('win'), true)).envelope.success).toBe(true);
        expect(await balanceOf(p)).toBe(14_900n);
        // The balance cap: after a 100 stake, 14,800 + 4,300 is over 19,000 (refused); + 4,200 lands on it exactly.
        const next = id('round');
        await betOf(p, next, 100n);
        expect((await winOf(p, next, 4_300n)).envelope.code).toBe('WIN_OVER_LIMIT');
        expect((await winOf(p, next, 4_200n)).envelope).toMatchObject({ success: true, value: { balance: '19000' } });
        const reasons = (await limits.flagsOf(p.accountId)).map((flag) => flag.detail.reason).sort();
        expect(reasons).toEqual(['absolute', 'balance']);
      } finally {
        await limits.setCeiling('game', {});
      }
      // Without the overrides, the vendor's defaults apply again (cached records dropped on the change).
      const q = await player(10_000n);
      const round = id('round');
      await betOf(q, round, 100n);
      expect((await winOf(q, round, 5_300n)).envelope.success).toBe(true);
    });

    it('holds a win over the ceiling for review when the merchant chose so; staff approve or reject it', async () => {
      const harness = use();
      const limits = limitsOf(harness);
      await limits.setOverLimitWins('hold');
      try {
        const p = await player(10_000n);
        const round = id('round');
        await betOf(p, round, 100n);
        const winId = id('win');
        const held = (await winOf(p, round, 2_000_000n, winId)) as SeamlessCall<WalletAnswer>;
        expect(held.envelope).toMatchObject({ success: true, value: { balance: '9900', heldAmount: '2000000' } });
        const again = (await winOf(p, round, 2_000_000n, winId)) as SeamlessCall<WalletAnswer>;
        expect(again.envelope.value).toEqual(held.envelope.value);
        expect(await balanceOf(p)).toBe(9_900n);
        expect(await harness.ledgerTotal(p.currency)).toBe(0n);
        const [flag] = await limits.flagsOf(p.accountId);
        expect(flag?.detail).toMatchObject({ outcome: 'held', reason: 'multiple' });
        if (!flag) throw new Error('no flag');

        // Approval credits the win once, however often it is sent; a second decision is refused.
        const key = id('approve');
        expect(await limits.decide(flag.id, 'clear', key)).toMatchObject({ success: true, status: 'cleared' });
        expect(await balanceOf(p)).toBe(2_009_900n);
        expect(await limits.decide(flag.id, 'clear', key)).toMatchObject({ success: true, status: 'cleared' });
        expect(await balanceOf(p)).toBe(2_009_900n);
        expect((await limits.decide(flag.id, 'confirm', id('reject'))).code).toBe('REVIEW_ALREADY_DECIDED');
        expect(await balanceOf(p)).toBe(2_009_900n);

        // A held win of the settlement batch, rejected: the pending credit is voided, the balance unchanged.
        const q = await player(10_000n);
        const batchRound = id('round');
        await betOf(q, batchRound, 100n);
        const batch = (await harness.client.settleBatch([
          { type: 'win', transactionId: id('win'), roundId: batchRound, amount: 3_000_000n },
        ])) as SeamlessCall<SettleBatchAnswer>;
        expect(batch.envelope.value?.items).toMatchObject([{ code: 'OK', balance: '9900', heldAmount: '3000000' }]);
        const [batchFlag] = await limits.flagsOf(q.accountId);
        if (!batchFlag) throw new Error('no flag');
        expect(await limits.decide(batchFlag.id, 'confirm', id('reject'))).toMatchObject({ status: 'confirmed' });
        expect(await balanceOf(q)).toBe(9_900n);
        expect((await limits.decide(batchFlag.id, 'clear', id('approve'))).code).toBe('REVIEW_ALREADY_DECIDED');
        expect(await balanceOf(q)).toBe(9_900n);
        expect(await harness.ledgerTotal(q.currency)).toBe(0n);
      } finally {
        await limits.setOverLimitWins('refuse');
      }
    });

    it('answers an amount beyond what a balance can hold with a 4xx on every call, never a 500', async () => {
      const harness = await limitsOf(use()).freshVendor();
      const limits = limitsOf(harness);
      // A vendor whose ceiling is as high as the ledger allows: only the overflow guard stands.
      await limits.setCeiling('vendor', {
        maxWinMultiple: 2_147_483_647,
        maxWinMinor: BIGINT_MAX,
        maxBalanceMinor: BIGINT_MAX,
      });
      const a = await playerOn(harness, 9_000_000_000n);
      const round = id('round');
      await a.bet(round, 9_000_000_000n);
      for (let attempt = 0; attempt < 9; attempt++) expect((await a.win(round, HUGE)).envelope.success).toBe(true);
      // The tenth would take the wallet past a bigint: the maximum balance refuses it.
      const tenth = await a.win(round, HUGE);
      expect([tenth.status, tenth.envelope.code]).toEqual([409, 'WIN_OVER_LIMIT']);
      const before = await a.balance();

      // The vendor's account now stands at about -9e18: one more such win anywhere would overflow it.
      const b = await playerOn(harness, 3_000_000_000n);
      const single = id('round');
      await b.bet(single, 1_000_000_000n);
      const overflow = await b.win(single, HUGE);
      expect([overflow.status, overflow.envelope.code]).toEqual([400, 'AMOUNT_TOO_LARGE']);
      const combined = await b.round(id('round'), [
        { type: 'bet', transactionId: id('bet'), amount: 1_000_000_000n },
        { type: 'win', transactionId: id('win'), amount: HUGE },
      ]);
      expect([combined.status, combined.envelope.code]).toEqual([400, 'AMOUNT_TOO_LARGE']);
      const batch = (await harness.client.settleBatch([
        { type: 'win', transactionId: id('win'), roundId: single, amount: HUGE },
      ])) as SeamlessCall<SettleBatchAnswer>;
      expect(batch.status).toBe(200);
      expect(batch.envelope.value).toMatchObject({ refused: 1, items: [{ code: 'AMOUNT_TOO_LARGE' }] });
      // Amounts past 18 digits are refused as malformed by every call.
      const tooLong = '99999999999999999999';
      expect((await b.round(id('round'), [{ type: 'bet', transactionId: id('bet'), amount: tooLong }])).status).toBe(
        400,
      );
      expect(
        (
          await harness.client.settleBatch([
            { type: 'win', transactionId: id('win'), roundId: single, amount: tooLong },
          ])
        ).status,
      ).toBe(400);
      expect(await b.balance()).toBe(2_000_000_000n);
      expect(await a.balance()).toBe(before);
      expect(await harness.ledgerTotal(b.p.currency)).toBe(0n);
    });
  });
}
