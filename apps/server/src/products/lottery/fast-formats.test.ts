import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { hashServerSeed } from '@fortuna/games/fairness/seeds';
import { drawFormatResult } from '@fortuna/games/lottery/fast/formats';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { expectLedgerBalanced } from '../studio/studio-test-window';
import { closeDraw, findDrawAt } from './lottery.repo';
import { drawSubject } from './lottery-context';
import { settleDraw } from './lottery-draws';
import { lotteryDrawView, lotteryLobby } from './lottery-lobby';
import { launchedPlayer, openDraw, T0 } from './lottery-test-kit';

const START = 50_000_000n; // ₫500,000
const STAKE = '1000000'; // ₫10,000
const balls = (...numbers: number[]) => numbers.map((n) => String(n).padStart(2, '0'));
const TWENTY = balls(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20);

describeEachDatabase(
  'fast formats: Keno and K3',
  (use) => {
    it('lists Keno and K3 in the fast lobby and draws Keno from the committed seed, the reveal matching the hash', async () => {
      const { app } = use();
      const { rig, draw, drawId } = await openDraw(app, 'elott-keno-1', T0);
      const lobby = await lotteryLobby(rig.deps);
      expect(lobby.map((game) => game.gameCode)).toEqual(expect.arrayContaining(['elott-keno-1', 'elott-k3-1']));
      const player = await launchedPlayer(app, START, 'elott-keno-1');
      expect(player.session.odds.find((row) => row.betType === 'keno:5')).toMatchObject({ odds: 500, rtp: 0.937 });
      const spots = balls(1, 17, 33, 49, 65);
      const placed = await player.bet({ drawId, betType: 'keno', numbers: spots, stakePerPoint: STAKE });
      expect(placed.success).toBe(true);
      expect(BigInt(placed.value?.balance ?? '0')).toBe(START - 1_000_000n);

      rig.setClock(T0 + 1_000);
      await rig.scheduler.tick();
      const drawn = await lotteryDrawView(rig.deps, draw.id);
      expect(drawn.status).toBe('drawn');
      expect(hashServerSeed(drawn.seed ?? '')).toBe(drawn.seedHash);
      const recomputed = drawFormatResult(
        'keno',
        new FairRng(drawn.seed ?? '', drawSubject('elott-keno-1', new Date(T0)), 0),
      );
      expect(drawn.result).toEqual(recomputed);
      expect(recomputed.balls).toHaveLength(20);

      const hits = spots.filter((ball) => recomputed.balls?.includes(ball)).length;
      const multiplier = { 3: 300n, 4: 3_000n, 5: 50_000n }[hits as 3 | 4 | 5] ?? 0n;
      const [bet] = await player.bets();
      expect(bet?.hits).toEqual([hits]);
      expect(BigInt(bet?.payout ?? '-1')).toBe((1_000_000n * multiplier) / 100n);
      expect(await player.balance()).toBe(START - 1_000_000n + (1_000_000n * multiplier) / 100n);
      await expectLedgerBalanced(app);
    });

    it('refuses spots out of range, a ball twice, a ball off the board and a bad bet type, with no debit', async () => {
      const { app } = use();
      const { drawId } = await openDraw(app, 'elott-keno-1', T0 + 10 * 60_000);
      const player = await launchedPlayer(app, START, 'elott-keno-1');
      const eleven = balls(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
      const refusals = [
        [{ betType: 'keno', numbers: eleven }, 'LOTTERY_SPOTS_OUT_OF_RANGE'],
        [{ betType: 'keno', numbers: ['07', '07'] }, 'LOTTERY_DUPLICATE_NUMBER'],
        [{ betType: 'keno', numbers: ['81'] }, 'LOTTERY_NUMBERS_INVALID'],
        [{ betType: 'keno_sum', numbers: ['middle'] }, 'VALIDATION_FAILED'],
        [{ betType: 'keno_sum', numbers: ['tie'] }, 'LOTTERY_NUMBERS_INVALID'],
        [{ betType: 'lo2', numbers: ['12'] }, 'VALIDATION_FAILED'],
        [{ betType: 'k3_sum', numbers: ['10'] }, 'VALIDATION_FAILED'],
      ] as const;
      for (const [ticket, code] of refusals) {
        const answer = await player.bet({ drawId, ...ticket, numbers: [...ticket.numbers], stakePerPoint: STAKE });
        expect({ code: answer.code, success: answer.success }, JSON.stringify(ticket)).toEqual({
          code,
          success: false,
        });
        expect(answer.message).not.toBe('');
      }
      const zyMode = await player.bet({
        drawId,
        betType: 'keno',
        numbers: ['01'],
        stakePerPoint: STAKE,
        prizeMode: 'ZY',
      });
      expect(zyMode.code).toBe('LOTTERY_PRIZE_MODE_UNAVAILABLE');
      expect(await player.balance()).toBe(START);
      expect(await player.bets()).toEqual([]);
    });

    it('settles Keno spots and sum sides on a crafted result by the table each ticket kept', async () => {
      const { app } = use();
      const slot = T0 + 20 * 60_000;
      const { rig, draw, drawId } = await openDraw(app, 'elott-keno-1', slot);
      const player = await launchedPlayer(app, START, 'elott-keno-1');
      const tickets = [
        { betType: 'keno', numbers: balls(1, 2, 3, 41, 42) }, // 3 of 5: 3×
        { betType: 'keno', numbers: balls(41, 42, 43, 44, 45, 46, 47, 48, 49, 50) }, // 0 of 10: 3×
        { betType: 'keno', numbers: balls(80) }, // 0 of 1
        { betType: 'keno_sum', numbers: ['small', 'even', 'big'] }, // sum 210: small and even at 1.9×
      ];
      for (const ticket of tickets) {
        expect((await player.bet({ drawId, ...ticket, stakePerPoint: STAKE })).success).toBe(true);
      }
      expect(await player.balance()).toBe(START - 6_000_000n);
      rig.setClock(slot + 500);
      await closeDraw(app.db, draw.id, { status: 'drawn', result: { balls: TWENTY } });
      const drawn = await findDrawAt(app.db, rig.game.code, new Date(slot));
      if (!drawn) throw new Error('draw missing');
      await settleDraw(rig.deps, drawn);
      await settleDraw(rig.deps, drawn); // run twice: paid once
      const settled = (await player.bets()).reverse();
      expect(settled.map((bet) => [bet.status, bet.hits, bet.payout])).toEqual([
        ['won', [3], '3000000'],
        ['won', [0], '3000000'],
        ['lost', [0], '0'],
        ['won', [1, 1, 0], '3800000'],
      ]);
      expect(await player.balance()).toBe(START - 6_000_000n + 3_000_000n + 3_000_000n + 3_800_000n);
      await expectLedgerBalanced(app);
    });

    it('plays K3: refuses a choice off the table, settles sum, sides, triples and pairs on crafted dice', async () => {
      const { app } = use();
      const slot = T0 + 30 * 60_000;
      const { rig, draw, drawId } = await openDraw(app, 'elott-k3-1', slot);
      const player = await launchedPlayer(app, START, 'elott-k3-1');
      expect((await player.bet({ drawId, betType: 'k3_sum', numbers: ['2'], stakePerPoint: STAKE })).code).toBe(
        'LOTTERY_NUMBERS_INVALID',
      );
      expect((await player.bet({ drawId, betType: 'keno', numbers: ['01'], stakePerPoint: STAKE })).code).toBe(
        'VALIDATION_FAILED',
      );
      const tickets = [
        { betType: 'k3_sum', numbers: ['15', '10'] }, // 5+5+5 = 15: 20.5×
        { betType: 'k3_side', numbers: ['big', 'odd'] }, // a triple loses the sides
        { betType: 'k3_triple', numbers: ['any', '555'] }, // 34× + 205×
        { betType: 'k3_pair', numbers: ['55', '66'] }, // 12.8×
      ];
      for (const ticket of tickets) {
        expect((await player.bet({ drawId, ...ticket, stakePerPoint: STAKE })).success).toBe(true);
      }
      expect(await player.balance()).toBe(START - 8_000_000n);
      rig.setClock(slot + 500);
      await closeDraw(app.db, draw.id, { status: 'drawn', result: { dice: ['5', '5', '5'] } });
      const drawn = await findDrawAt(app.db, rig.game.code, new Date(slot));
      if (!drawn) throw new Error('draw missing');
      await settleDraw(rig.deps, drawn);
      const settled = (await player.bets()).reverse();
      expect(settled.map((bet) => [bet.status, bet.hits, bet.payout])).toEqual([
        ['won', [1, 0], '20500000'],
        ['lost', [0, 0], '0'],
        ['won', [1, 1], '239000000'],
        ['won', [1, 0], '12800000'],
      ]);
      await expectLedgerBalanced(app);
    });

    it('plays SSC: draws five digits from the committed seed and settles digits and sides on crafted digits', async () => {
      const { app } = use();
      const slot = T0 + 40 * 60_000;
      const { rig, draw, drawId } = await openDraw(app, 'elott-ssc-1', slot);
      const player = await launchedPlayer(app, START, 'elott-ssc-1');
      expect((await player.bet({ drawId, betType: 'ssc_digit', numbers: ['6-1'], stakePerPoint: STAKE })).code).toBe(
        'LOTTERY_NUMBERS_INVALID',
      );
      const tickets = [
        { betType: 'ssc_digit', numbers: ['1-0', '5-9', '3-3'] }, // 0 first and 9 last: 9.5× twice
        { betType: 'ssc_side', numbers: ['small', 'odd'] }, // 0+1+5+7+9 = 22: small
      ];
      for (const ticket of tickets) {
        expect((await player.bet({ drawId, ...ticket, stakePerPoint: STAKE })).success).toBe(true);
      }
      rig.setClock(slot + 500);
      await closeDraw(app.db, draw.id, { status: 'drawn', result: { digits: ['0', '1', '5', '7', '9'] } });
      const drawn = await findDrawAt(app.db, rig.game.code, new Date(slot));
      if (!drawn) throw new Error('draw missing');
      await settleDraw(rig.deps, drawn);
      const settled = (await player.bets()).reverse();
      expect(settled.map((bet) => [bet.status, bet.hits, bet.payout])).toEqual([
        ['won', [1, 1, 0], '19000000'],
        ['won', [1, 0], '1900000'],
      ]);
      expect(await player.balance()).toBe(START - 5_000_000n + 19_000_000n + 1_900_000n);

      // The next real SSC draw comes from its committed seed; the reveal matches the hash.
      const next = await findDrawAt(app.db, rig.game.code, new Date(slot + 60_000));
      if (!next) throw new Error('next draw missing');
      rig.setClock(slot + 60_000 + 1_000);
      await rig.scheduler.tick();
      const view = await lotteryDrawView(rig.deps, next.id);
      expect(hashServerSeed(view.seed ?? '')).toBe(view.seedHash);
      const subject = drawSubject('elott-ssc-1', new Date(slot + 60_000));
      expect(view.result).toEqual(drawFormatResult('ssc', new FairRng(view.seed ?? '', subject, 0)));
      await expectLedgerBalanced(app);
    });
  },
  { LOTTERY_ENABLED: 'true' },
);
