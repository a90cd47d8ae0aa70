import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { hashServerSeed } from '@fortuna/games/fairness/seeds';
import { drawNorthResult, type NorthResult } from '@fortuna/games/lottery/north-result';
import { settleTicket } from '@fortuna/games/lottery/settle';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { expectLedgerBalanced } from '../studio/studio-test-window';
import { findDrawAt, moveBet } from './lottery.repo';
import { drawSubject } from './lottery-context';
import { ensureUpcomingDraws, settleDraw } from './lottery-draws';
import { lotteryDrawView } from './lottery-lobby';
import { launchedPlayer, lotteryRig, T0 } from './lottery-test-kit';

const START = 50_000_000n; // ₫500,000
const STAKE = '1000000'; // ₫10,000 per point

describeEachDatabase(
  'lottery fast draws',
  (use) => {
    it('commits the draw before betting opens, draws it at its slot from the revealed seed and pays exactly the payout', async () => {
      const { app } = use();
      const rig = await lotteryRig(app);
      await ensureUpcomingDraws(rig.deps, rig.game, new Date(T0 - 60_000));
      const draw = await findDrawAt(app.db, rig.game.code, new Date(T0));
      if (!draw) throw new Error('draw missing');
      expect(draw.status).toBe('open');
      expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
      const before = await lotteryDrawView(rig.deps, draw.id);
      expect(before.result).toBeNull();
      expect(before.seed).toBeNull();

      const player = await launchedPlayer(app, START);
      const placed = await player.bet({
        drawId: String(draw.id),
        betType: 'lo2',
        numbers: ['00', '27', '99'],
        stakePerPoint: STAKE,
      });
      expect(placed.success).toBe(true);
      expect(BigInt(placed.value?.balance ?? '0')).toBe(START - 3_000_000n);

      rig.setClock(T0 + 1_000);
      await rig.scheduler.tick();
      const drawn = await lotteryDrawView(rig.deps, draw.id);
      expect(drawn.status).toBe('drawn');
      const seed = drawn.seed ?? '';
      expect(hashServerSeed(seed)).toBe(drawn.seedHash);
      const recomputed = drawNorthResult(new FairRng(seed, drawSubject(rig.game.code, new Date(T0)), 0));
      expect(drawn.result).toEqual(recomputed);

      const [bet] = await player.bets();
      const expected = settleTicket('lo2', ['00', '27', '99'], 1_000_000n, recomputed);
      expect(bet?.status).toBe(expected.payout > 0n ? 'won' : 'lost');
      expect(bet?.hits).toEqual(expected.hits);
      expect(BigInt(bet?.payout ?? '-1')).toBe(expected.payout);
      expect(await player.balance()).toBe(START - 3_000_000n + expected.payout);
      await expectLedgerBalanced(app);
    });

    it('refuses bad tickets with a clear error and no debit, and closes betting exactly at the cut-off', async () => {
      const { app } = use();
      const rig = await lotteryRig(app);
      const slot = T0 + 10 * 60_000;
      await ensureUpcomingDraws(rig.deps, rig.game, new Date(slot - 60_000));
      const draw = await findDrawAt(app.db, rig.game.code, new Date(slot));
      if (!draw) throw new Error('draw missing');
      const drawId = String(draw.id);
      const player = await launchedPlayer(app, START);
      rig.setClock(slot - 30_000);
      const refusals = [
        [{ betType: 'lo2', numbers: ['100'], stakePerPoint: STAKE }, 'LOTTERY_NUMBERS_INVALID'],
        [{ betType: 'de', numbers: ['7'], stakePerPoint: STAKE }, 'LOTTERY_NUMBERS_INVALID'],
        [{ betType: 'lo2', numbers: ['12', '34', '12'], stakePerPoint: STAKE }, 'LOTTERY_DUPLICATE_NUMBER'],
        [{ betType: 'xien3', numbers: ['12', '34'], stakePerPoint: STAKE }, 'LOTTERY_NUMBERS_INVALID'],
        [{ betType: 'lo2', numbers: ['12'], stakePerPoint: '99999' }, 'LOTTERY_STAKE_OUT_OF_RANGE'],
        [{ betType: 'lo2', numbers: ['12'], stakePerPoint: '0' }, 'LOTTERY_STAKE_OUT_OF_RANGE'],
        [{ betType: 'lo2', numbers: ['12'], stakePerPoint: '900000000' }, 'INSUFFICIENT_FUNDS'],
      ] as const;
      for (const [ticket, code] of refusals) {
        const answer = await player.bet({ drawId, ...ticket, numbers: [...ticket.numbers] });
        expect({ code: answer.code, success: answer.success }, JSON.stringify(ticket)).toEqual({
          code,
          success: false,
        });
        expect(answer.message).not.toBe('');
      }
      const unknown = await player.bet({ drawId: '999999999', betType: 'lo2', numbers: ['12'], stakePerPoint: STAKE });
      expect(unknown.code).toBe('LOTTERY_DRAW_NOT_FOUND');

      rig.setClock(draw.closesAt.getTime() - 1);
      expect((await player.bet({ drawId, betType: 'de', numbers: ['12'], stakePerPoint: STAKE })).success).toBe(true);
      rig.setClock(draw.closesAt.getTime());
      const late = await player.bet({ drawId, betType: 'de', numbers: ['13'], stakePerPoint: STAKE });
      expect(late.code).toBe('LOTTERY_DRAW_CLOSED');
      expect(await player.balance()).toBe(START - 1_000_000n);
      expect((await player.bets()).map((bet) => bet.numbers)).toEqual([['12']]);
    });

    it('settles a draw run twice, and one cut off midway, paying each bet once', async () => {
      const { app } = use();
      const rig = await lotteryRig(app);
      const slot = T0 + 20 * 60_000;
      await ensureUpcomingDraws(rig.deps, rig.game, new Date(slot - 60_000));
      const draw = await findDrawAt(app.db, rig.game.code, new Date(slot));
      if (!draw) throw new Error('draw missing');
      const player = await launchedPlayer(app, START);
      rig.setClock(slot - 30_000);
      const numbers = Array.from({ length: 40 }, (_, index) => String(index).padStart(2, '0'));
      await player.bet({ drawId: String(draw.id), betType: 'lo2', numbers, stakePerPoint: '100000' });
      rig.setClock(slot + 500);
      await rig.scheduler.tick();
      const drawn = await findDrawAt(app.db, rig.game.code, new Date(slot));
      if (!drawn) throw new Error('draw missing');
      const expected = settleTicket('lo2', numbers, 100_000n, drawn.result as NorthResult);
      expect(expected.payout).toBeGreaterThan(0n);
      const settledBalance = await player.balance();
      expect(settledBalance).toBe(START - 4_000_000n + expected.payout);

      await settleDraw(rig.deps, drawn); // a second run
      const [bet] = await player.bets();
      if (!bet) throw new Error('bet missing');
      // A process that died after the wallet credited the win but before the bet was marked.
      await moveBet(app.db, bet.betId, ['won'], { status: 'placed', payout: 0n, hits: null });
      await Promise.all([settleDraw(rig.deps, drawn), settleDraw(rig.deps, drawn)]);
      expect(await player.balance()).toBe(settledBalance);
      const [again] = await player.bets();
      expect(again?.status).toBe('won');
      expect(BigInt(again?.payout ?? '0')).toBe(expected.payout);
      await expectLedgerBalanced(app);
    });

    it('voids a missed slot and refunds every bet, never drawing it late', async () => {
      const { app } = use();
      const rig = await lotteryRig(app);
      const slot = T0 + 30 * 60_000;
      await ensureUpcomingDraws(rig.deps, rig.game, new Date(slot - 60_000));
      const draw = await findDrawAt(app.db, rig.game.code, new Date(slot));
      if (!draw) throw new Error('draw missing');
      const player = await launchedPlayer(app, START);
      rig.setClock(slot - 30_000);
      await player.bet({ drawId: String(draw.id), betType: 'xien2', numbers: ['12', '21'], stakePerPoint: STAKE });
      await player.bet({ drawId: String(draw.id), betType: 'ba_cang', numbers: ['123'], stakePerPoint: STAKE });
      expect(await player.balance()).toBe(START - 2_000_000n);
      // The process was down over the slot: it comes back 45 s after it.
      rig.setClock(slot + 45_000);
      await rig.scheduler.tick();
      const voided = await lotteryDrawView(rig.deps, draw.id);
      expect(voided).toMatchObject({ status: 'void', result: null, seed: null });
      expect((await player.bets()).map((bet) => bet.status)).toEqual(['void', 'void']);
      expect(await player.balance()).toBe(START);
      await rig.scheduler.tick();
      expect(await player.balance()).toBe(START);
      await expectLedgerBalanced(app);
    });
  },
  { LOTTERY_ENABLED: 'true' },
);
