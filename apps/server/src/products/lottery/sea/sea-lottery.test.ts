import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Envelope } from '@fortuna/contracts/envelope';
import { SEA_LOTTERY_PATHS, type SeaGameView } from '@fortuna/contracts/lottery-sea';
import { DEFAULT_SEA_PAYOUTS } from '@fortuna/games/lottery/sea-bets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/test-app';
import { expectLedgerBalanced } from '../../studio/studio-test-window';
import { findDraw, settlementsOfBet } from '../lottery.repo';
import { settleDraw, settleLeftovers } from '../lottery-draws';
import { launchedPlayer, lotteryRig } from '../lottery-test-kit';
import { vnDrawsBetween } from '../vn/vn.repo';
import { pullResultsFeed } from '../vn/vn-feed';
import { backOffice } from '../vn/vn-test-kit';
import { ensureSeaDraws, seaDrawsOfDay } from './sea-calendar';
import { fourDResult, thaiResult } from './sea-test-kit';

const START = 50_000_000n; // ₫500,000
const STAKE = '1000000'; // ₫10,000
const MINUTE = 60_000;

describe('SEA calendar', () => {
  it('draws 4D on Wednesday, Saturday and Sunday at 19:00 UTC+8 and the Thai draw on the 1st and 16th at 15:30 UTC+7', () => {
    // Saturday 28 November 2026: the three 4D operators, no Thai draw.
    expect(seaDrawsOfDay('2026-11-28')).toEqual([
      { gameCode: 'sea-magnum', drawAt: new Date('2026-11-28T11:00:00Z') },
      { gameCode: 'sea-damacai', drawAt: new Date('2026-11-28T11:00:00Z') },
      { gameCode: 'sea-toto', drawAt: new Date('2026-11-28T11:00:00Z') },
    ]);
    // Tuesday 1 December: the Thai draw only; Wednesday 16 December: both.
    expect(seaDrawsOfDay('2026-12-01')).toEqual([{ gameCode: 'sea-thai', drawAt: new Date('2026-12-01T08:30:00Z') }]);
    expect(seaDrawsOfDay('2026-12-16').map((slot) => slot.gameCode)).toEqual([
      'sea-magnum',
      'sea-damacai',
      'sea-toto',
      'sea-thai',
    ]);
    expect(seaDrawsOfDay('2026-12-03')).toEqual([]); // a Thursday
  });
});

describeEachDatabase(
  'lottery SEA draws',
  (use) => {
    /** The SEA draws of a day (UTC+8), created twice at once as two nodes would. */
    async function dayDraws(localDate: string) {
      const { app } = use();
      const rig = await lotteryRig(app);
      const from = new Date(`${localDate}T00:00:00+08:00`);
      await Promise.all([ensureSeaDraws(rig.deps, from), ensureSeaDraws(rig.deps, from)]);
      const draws = (await vnDrawsBetween(app.db, from, new Date(from.getTime() + 24 * 60 * MINUTE - 1))).filter(
        (draw) => draw.gameCode.startsWith('sea-'),
      );
      return { rig, draws };
    }
    const drawOf = (draws: { gameCode: string }[], gameCode: string) => {
      const draw = draws.find((row) => row.gameCode === gameCode);
      if (!draw) throw new Error(`${gameCode} draw missing`);
      return draw as Awaited<ReturnType<typeof dayDraws>>['draws'][number];
    };

    it('creates each draw once, takes 4D bets up to the cut-off, settles only after a second staff member approved, and pays exactly', async () => {
      const { app } = use();
      const { rig, draws } = await dayDraws('2031-03-01'); // a Saturday and the 1st: 4D and Thai
      expect(draws.map((draw) => draw.gameCode).sort()).toEqual(['sea-damacai', 'sea-magnum', 'sea-thai', 'sea-toto']);
      const draw = drawOf(draws, 'sea-magnum');
      const toto = drawOf(draws, 'sea-toto');
      const player = await launchedPlayer(app, START, 'sea-magnum');
      const closesAt = draw.drawAt.getTime() - 15 * MINUTE;
      const drawId = String(draw.id);

      rig.setClock(closesAt - 1);
      const lobby = await app.inject({ method: 'GET', url: SEA_LOTTERY_PATHS.lobby });
      const magnum = lobby.json<Envelope<SeaGameView[]>>().value?.find((game) => game.gameCode === 'sea-magnum');
      expect(magnum?.next?.drawId).toBe(drawId);
      expect(magnum?.payouts).toEqual(DEFAULT_SEA_PAYOUTS);

      const big = await player.bet({ drawId, betType: '4d_big', numbers: ['8888', '4003'], stakePerPoint: STAKE });
      const small = await player.bet({ drawId, betType: '4d_small', numbers: ['8888'], stakePerPoint: STAKE });
      const ibox = await player.bet({ drawId, betType: '4d_ibox', numbers: ['1123'], stakePerPoint: '1200000' });
      expect([big.success, small.success, ibox.success]).toEqual([true, true, true]);
      expect(big.value?.bet.odds).toBe('2500.00');
      // Bad input: a clear error and no debit.
      const refusals = [
        [{ drawId, betType: '4d_big', numbers: ['123'] }, 'LOTTERY_NUMBERS_INVALID'],
        [{ drawId, betType: '4d_big', numbers: ['1234', '1234'] }, 'LOTTERY_DUPLICATE_NUMBER'],
        [{ drawId, betType: 'th_tode', numbers: ['123'] }, 'VALIDATION_FAILED'],
        [{ drawId, betType: 'lo2', numbers: ['12'] }, 'VALIDATION_FAILED'],
        [{ drawId: String(toto.id), betType: '4d_big', numbers: ['1234'] }, 'LOTTERY_DRAW_NOT_FOUND'],
        [{ drawId: '999999999', betType: '4d_big', numbers: ['1234'] }, 'LOTTERY_DRAW_NOT_FOUND'],
      ] as const;
      for (const [ticket, code] of refusals) {
        const answer = await player.bet({ ...ticket, numbers: [...ticket.numbers], stakePerPoint: STAKE });
        expect(answer.code, JSON.stringify(ticket)).toBe(code);
        expect(answer.message).toBeTruthy();
      }
      rig.setClock(closesAt);
      expect((await player.bet({ drawId, betType: '4d_big', numbers: ['1234'], stakePerPoint: STAKE })).code).toBe(
        'LOTTERY_DRAW_CLOSED',
      );
      const staked = START - 2_000_000n - 1_000_000n - 1_200_000n;
      expect(await player.balance()).toBe(staked);

      // 8888 is a starter (Big 180×, Small nothing), 4003 a consolation (60×); 3211 (an ordering of 1123) the 1st.
      const result = fourDResult({ first: ['3211'], starter: ['8888', ...(fourDResult().starter ?? []).slice(1)] });
      const admin = backOffice(app, 'admin');
      const operator = backOffice(app, 'trader');
      expect((await admin.enter(draw.id, result)).code).toBe('LOTTERY_RESULT_TOO_EARLY');
      rig.setClock(draw.drawAt.getTime() + MINUTE);
      const bad = await admin.enter(draw.id, { ...result, starter: ['123'] });
      expect(bad).toMatchObject({ success: false, code: 'LOTTERY_RESULT_INVALID' });
      expect(bad.message).toContain('starter');
      const entered = await admin.enter(draw.id, result);
      const resultId = entered.value?.resultId ?? '';
      await settleLeftovers(rig.deps, new Date(draw.drawAt.getTime() + 2 * MINUTE));
      expect(await player.balance()).toBe(staked); // nothing settles before approval
      expect((await admin.approve(resultId)).code).toBe('LOTTERY_SAME_STAFF');

      const [first, second] = await Promise.all([operator.approve(resultId), operator.approve(resultId)]);
      expect([first.success, second.success].sort()).toEqual([false, true]);
      const settled = await findDraw(app.db, draw.id);
      if (!settled) throw new Error('draw missing');
      await Promise.all([settleDraw(rig.deps, settled), settleLeftovers(rig.deps, new Date(rig.deps.now()))]);
      const bigPayout = 1_000_000n * 180n + 1_000_000n * 60n;
      const iboxPayout = (1_200_000n / 12n) * 2_500n;
      expect(await player.balance()).toBe(staked + bigPayout + iboxPayout);
      const bets = await player.bets();
      expect(bets.map((bet) => [bet.betType, bet.status, bet.hits, bet.payout])).toEqual([
        ['4d_ibox', 'won', [1], String(iboxPayout)],
        ['4d_small', 'lost', [0], '0'],
        ['4d_big', 'won', [1, 1], String(bigPayout)],
      ]);
      await expectLedgerBalanced(app);
    });

    it('settles the Thai draw (tode, runs, 3 bottom) and re-settles a correction once, paying or taking back the difference', async () => {
      const { app } = use();
      const { rig, draws } = await dayDraws('2031-03-16');
      const draw = drawOf(draws, 'sea-thai');
      const player = await launchedPlayer(app, START, 'sea-thai');
      rig.setClock(draw.drawAt.getTime() - 60 * MINUTE);
      const drawId = String(draw.id);
      await player.bet({ drawId, betType: 'th_tode', numbers: ['645'], stakePerPoint: STAKE });
      await player.bet({ drawId, betType: 'th_run_top', numbers: ['4', '9'], stakePerPoint: STAKE });
      await player.bet({ drawId, betType: 'th_3bottom', numbers: ['111'], stakePerPoint: STAKE });
      expect((await player.bet({ drawId, betType: '4d_big', numbers: ['1234'], stakePerPoint: STAKE })).code).toBe(
        'VALIDATION_FAILED',
      );
      const staked = START - 4_000_000n;
      expect(await player.balance()).toBe(staked);
      rig.setClock(draw.drawAt.getTime() + MINUTE);
      const admin = backOffice(app, 'admin');
      const operator = backOffice(app, 'trader');
      const approve = async (prizes: Record<string, string[]>) => {
        const entered = await admin.enter(draw.id, prizes);
        expect(entered.success, entered.message).toBe(true);
        const approved = await operator.approve(entered.value?.resultId ?? '');
        expect(approved.success, approved.message).toBe(true);
        const current = await findDraw(app.db, draw.id);
        if (!current) throw new Error('draw missing');
        await Promise.all([settleDraw(rig.deps, current), settleLeftovers(rig.deps, new Date(rig.deps.now()))]);
      };
      // v1: top three 456 → tode 645 wins 150×, run 4 wins 3.2× (9 misses), 111 a front 3 wins 225×.
      await approve(thaiResult());
      const v1 = 150_000_000n + 3_200_000n + 225_000_000n;
      expect(await player.balance()).toBe(staked + v1);
      // v2 corrects the 1st prize to 123999: tode loses, run 9 wins instead of 4; 3 bottom unchanged.
      await approve(thaiResult({ first: ['123999'] }));
      const v2 = 3_200_000n + 225_000_000n;
      expect(await player.balance()).toBe(staked + v2);
      const bets = await player.bets();
      expect(bets.map((bet) => [bet.betType, bet.status, bet.hits, bet.payout])).toEqual([
        ['th_3bottom', 'won', [1], '225000000'],
        ['th_run_top', 'won', [0, 1], '3200000'],
        ['th_tode', 'lost', [0], '0'],
      ]);
      const trail = await settlementsOfBet(app.db, bets[2]?.betId ?? '');
      expect(trail.map((row) => [row.version, row.payout, row.delta])).toEqual([
        [1, 150_000_000n, 150_000_000n],
        [2, 0n, -150_000_000n],
      ]);
      const current = await findDraw(app.db, draw.id);
      if (current) await settleDraw(rig.deps, current);
      expect(await player.balance()).toBe(staked + v2);
      await expectLedgerBalanced(app);
    });

    it('voids a 4D draw refunding every bet once, and pays by the merchant’s own payout table', async () => {
      const { app } = use();
      const { rig, draws } = await dayDraws('2031-03-02'); // a Sunday
      const draw = drawOf(draws, 'sea-damacai');
      const toto = drawOf(draws, 'sea-toto');
      const player = await launchedPlayer(app, START, 'sea-damacai');
      rig.setClock(draw.drawAt.getTime() - 60 * MINUTE);
      await player.bet({ drawId: String(draw.id), betType: '4d_box', numbers: ['1123'], stakePerPoint: STAKE });
      expect(await player.balance()).toBe(START - 12_000_000n);
      rig.setClock(draw.drawAt.getTime() + MINUTE);
      const [first, second] = await Promise.all([
        backOffice(app, 'trader').voidDraw(draw.id),
        backOffice(app, 'admin').voidDraw(draw.id),
      ]);
      expect([first.code, second.code].sort()).toEqual(['LOTTERY_DRAW_SETTLED', 'OK'].sort());
      await settleLeftovers(rig.deps, new Date(draw.drawAt.getTime() + 2 * MINUTE));
      expect((await player.bets()).map((bet) => bet.status)).toEqual(['void']);
      expect(await player.balance()).toBe(START);

      // The merchant pays Big starters 200× instead of 180×: a bet placed now keeps that table.
      const payouts = { ...DEFAULT_SEA_PAYOUTS, big: { ...DEFAULT_SEA_PAYOUTS.big, starter: 20_000 } };
      const set = await backOffice(app, 'admin').call(
        'PUT',
        `/api/admin/lottery/vn/rules?merchantId=${player.member.merchantId}`,
        {
          cutoffMinutes: 15,
          seaPayouts: payouts,
        },
      );
      expect(set.success).toBe(true);
      const totoPlayer = await launchedPlayer(app, START, 'sea-toto');
      rig.setClock(toto.drawAt.getTime() - 60 * MINUTE);
      await totoPlayer.bet({ drawId: String(toto.id), betType: '4d_big', numbers: ['3005'], stakePerPoint: STAKE });
      rig.setClock(toto.drawAt.getTime() + MINUTE);
      const entered = await backOffice(app, 'admin').enter(toto.id, fourDResult());
      await backOffice(app, 'trader').approve(entered.value?.resultId ?? '');
      await settleLeftovers(rig.deps, new Date(rig.deps.now()));
      expect(await totoPlayer.balance()).toBe(START - 1_000_000n + 200_000_000n);
      await expectLedgerBalanced(app);
    });

    describe('results feed', () => {
      let server: Server;
      let url = '';
      beforeAll(async () => {
        server = createServer((request, response) => {
          const query = new URL(request.url ?? '', 'http://feed').searchParams;
          const region = query.get('region');
          const draws =
            query.get('date') !== '2031-03-05'
              ? []
              : region === 'sea-magnum'
                ? [{ prizes: fourDResult({ first: ['7777'] }) }]
                : region === 'sea-damacai'
                  ? [{ prizes: fourDResult({ consolation: ['4001'] }) }]
                  : region === 'sea-toto'
                    ? [{ prizes: fourDResult({ second: ['567'] }) }]
                    : [];
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ date: query.get('date'), region, draws }));
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/results`;
      });
      afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

      it('stores a well-formed 4D feed result awaiting approval and refuses a wrong prize count or digit length', async () => {
        const { app } = use();
        const { rig, draws } = await dayDraws('2031-03-05'); // a Wednesday
        const magnum = drawOf(draws, 'sea-magnum');
        rig.setClock(magnum.drawAt.getTime() + MINUTE);
        const report = await pullResultsFeed(rig.deps, { url, autoApprove: false });
        const refusedIds = report.refused.map((entry) => entry.drawId);
        expect(refusedIds).toContain(String(drawOf(draws, 'sea-damacai').id));
        expect(refusedIds).toContain(String(drawOf(draws, 'sea-toto').id));
        expect(report.refused.map((entry) => entry.reason).join(' ')).toMatch(/consolation.*|second/);
        const listed = await backOffice(app, 'admin').call<
          { drawId: string; results: { source: string; status: string; prizes: Record<string, string[]> }[] }[]
        >('GET', '/api/admin/lottery/vn/draws?gameCode=sea-magnum&view=due');
        const row = listed.value?.find((entry) => entry.drawId === String(magnum.id));
        expect(row?.results).toEqual([expect.objectContaining({ source: 'feed', status: 'pending' })]);
        expect(row?.results[0]?.prizes.first).toEqual(['7777']);
        expect((await pullResultsFeed(rig.deps, { url, autoApprove: false })).stored).toBe(0);
        expect((await findDraw(app.db, magnum.id))?.status).toBe('open');
      });
    });
  },
  { LOTTERY_ENABLED: 'true' },
);
