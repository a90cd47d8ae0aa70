import type { Envelope } from '@fortuna/contracts/envelope';
import { LOTTERY_ODDS_PATHS, type ModeOdds, type WindowOdds } from '@fortuna/contracts/lottery-odds';
import { LOTTERY_BET_TYPES } from '@fortuna/games/lottery/bet-types';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index';
import { describeEachDatabase } from '../../../test/test-app';
import { expectLedgerBalanced } from '../../studio/studio-test-window';
import { launchedPlayer, lotteryRig } from '../lottery-test-kit';
import { vnDrawsBetween } from './vn.repo';
import { ensureVnDraws } from './vn-calendar';
import { approvedResult, backOffice, regionResult } from './vn-test-kit';

const START = 50_000_000n; // ₫500,000
const STAKE = '1000000'; // ₫10,000 per point
const MINUTE = 60_000;

/** Every bet type at its default odds, with `changes` (hundredths). */
function table(changes: Record<string, number>): Record<string, number> {
  const defaults: Record<string, number> = {
    lo2: 350,
    de: 9_500,
    ba_cang: 95_000,
    dau: 950,
    duoi: 950,
    xien2: 1_700,
    xien3: 7_700,
    xien4: 35_000,
    lo_truot4: 285,
  };
  return { ...defaults, ...changes };
}

async function windowOdds(app: FastifyInstance, auth: Record<string, string>) {
  const answer = await app.inject({ method: 'GET', url: LOTTERY_ODDS_PATHS.odds, headers: auth });
  return answer.json<Envelope<WindowOdds>>().value;
}

describeEachDatabase(
  'lottery odds per merchant and prize mode',
  (use) => {
    it('offers ZY once the merchant sets it, places each ticket at its mode’s odds, keeps them after a change, and pays by them', async () => {
      const { app } = use();
      const rig = await lotteryRig(app);
      const from = new Date('2031-06-02T00:00:00+07:00');
      await ensureVnDraws(rig.deps, from);
      const [draw] = (await vnDrawsBetween(app.db, from, new Date(from.getTime() + 24 * 60 * MINUTE))).filter(
        (row) => row.gameCode === 'vn-north',
      );
      if (!draw) throw new Error('draw missing');
      rig.setClock(draw.drawAt.getTime() - 60 * MINUTE);
      const player = await launchedPlayer(app, START, 'vn-north');
      const other = await launchedPlayer(app, START, 'vn-north');
      const merchantId = player.member.merchantId;
      const admin = backOffice(app, 'admin');
      const oddsUrl = `${LOTTERY_ODDS_PATHS.admin}?merchantId=${merchantId}`;
      const drawId = String(draw.id);

      // Before any table: only the game's own mode, at the defaults; ZY and ELOTT refused with no debit.
      expect(await windowOdds(app, player.auth)).toMatchObject({
        defaultMode: 'LOTT',
        modes: [{ prizeMode: 'LOTT', custom: false }],
      });
      for (const prizeMode of ['ZY', 'ELOTT', 'SEA']) {
        const refused = await player.bet({ drawId, betType: 'de', numbers: ['45'], stakePerPoint: STAKE, prizeMode });
        expect(refused.code, prizeMode).toBe('LOTTERY_PRIZE_MODE_UNAVAILABLE');
      }
      expect(await player.balance()).toBe(START);

      // Bad tables: a clear error, nothing saved.
      const badTables: [unknown, string][] = [
        [{ prizeMode: 'ZY', odds: table({ de: 10_100 }) }, 'LOTTERY_ODDS_INVALID'], // RTP 101%
        [{ prizeMode: 'ZY', odds: { de: 9_800 } }, 'LOTTERY_ODDS_INVALID'], // missing bet types
        [{ prizeMode: 'ZY', odds: { ...table({}), keno: 100 } }, 'LOTTERY_ODDS_INVALID'],
        [{ prizeMode: 'SEA', odds: table({}) }, 'VALIDATION_FAILED'],
        [{ prizeMode: 'ZY', odds: table({ de: 0 }) }, 'VALIDATION_FAILED'],
        [{ prizeMode: 'ZY', odds: table({ de: 95.5 }) }, 'VALIDATION_FAILED'],
      ];
      for (const [body, code] of badTables) {
        const answer = await admin.call('PUT', oddsUrl, body);
        expect(answer.code, JSON.stringify(body)).toBe(code);
      }
      expect((await windowOdds(app, player.auth))?.modes).toHaveLength(1);

      // The merchant offers ZY (đề 98) beside LOTT (đề 95): the player picks.
      const saved = await admin.call<ModeOdds>('PUT', oddsUrl, { prizeMode: 'ZY', odds: table({ de: 9_800 }) });
      expect(saved.value?.odds.find((row) => row.betType === 'de')).toEqual({ betType: 'de', odds: 98, rtp: 0.98 });
      const offered = await windowOdds(app, player.auth);
      expect(offered?.modes.map((mode) => mode.prizeMode)).toEqual(['LOTT', 'ZY']);
      const zy = await player.bet({ drawId, betType: 'de', numbers: ['45'], stakePerPoint: STAKE, prizeMode: 'ZY' });
      const lott = await player.bet({ drawId, betType: 'de', numbers: ['45'], stakePerPoint: STAKE });
      expect([zy.value?.bet.odds, zy.value?.bet.prizeMode]).toEqual(['98.00', 'ZY']);
      expect([lott.value?.bet.odds, lott.value?.bet.prizeMode]).toEqual(['95.00', 'LOTT']);

      // Staff lower ZY's đề to 90 and raise LOTT's to 96: placed tickets keep theirs, new ones take the new odds.
      await admin.call('PUT', oddsUrl, { prizeMode: 'ZY', odds: table({ de: 9_000 }) });
      await admin.call('PUT', oddsUrl, { prizeMode: 'LOTT', odds: table({ de: 9_600 }) });
      const zyLater = await player.bet({
        drawId,
        betType: 'de',
        numbers: ['45'],
        stakePerPoint: STAKE,
        prizeMode: 'ZY',
      });
      expect(zyLater.value?.bet.odds).toBe('90.00');
      const mine = await player.bets();
      expect(mine.map((bet) => [bet.prizeMode, bet.odds])).toEqual([
        ['ZY', '90.00'],
        ['LOTT', '95.00'],
        ['ZY', '98.00'],
      ]);
      const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.odds.save'));
      const zyTrail = audit.filter((row) => row.targetId === `${merchantId}:ZY`);
      expect(zyTrail).toHaveLength(2);
      expect(zyTrail.map((row) => (row.after as Record<string, number>).de).sort()).toEqual([9_000, 9_800]);

      // The other member's window lists only its own tickets (none), and its own bet.
      expect(await other.bets()).toEqual([]);
      await other.bet({ drawId, betType: 'lo2', numbers: ['45'], stakePerPoint: STAKE });
      expect((await player.bets()).map((bet) => bet.betId)).not.toContain((await other.bets())[0]?.betId);
      expect(await player.bets()).toHaveLength(3);

      // The special ends 45: each ticket pays at the odds it was placed with.
      rig.setClock(draw.drawAt.getTime() + MINUTE);
      await approvedResult(rig.deps, draw.id, regionResult('north', { special: ['12345'] }));
      const paid = await player.bets();
      expect(paid.map((bet) => [bet.status, bet.payout])).toEqual([
        ['won', '90000000'],
        ['won', '95000000'],
        ['won', '98000000'],
      ]);
      expect(await player.balance()).toBe(START - 3_000_000n + 283_000_000n);

      // Dropping ZY: no longer offered; LOTT back to its defaults once dropped.
      expect((await admin.call('DELETE', `${oddsUrl}&prizeMode=ZY`)).success).toBe(true);
      expect((await windowOdds(app, player.auth))?.modes.map((mode) => mode.prizeMode)).toEqual(['LOTT']);
      const tables = await admin.call<ModeOdds[]>('GET', oddsUrl);
      expect(tables.value?.map((mode) => [mode.prizeMode, mode.custom])).toEqual([
        ['LOTT', true],
        ['ZY', false],
        ['ELOTT', false],
      ]);
      expect(tables.value?.[0]?.odds.map((row) => row.betType)).toEqual([...LOTTERY_BET_TYPES]);
      await expectLedgerBalanced(app);
    });

    it('offers the fast draws in ELOTT, not in the regional mode', async () => {
      const { app } = use();
      const rig = await lotteryRig(app);
      const player = await launchedPlayer(app, START, 'elott-vn-1');
      expect((await windowOdds(app, player.auth))?.defaultMode).toBe('ELOTT');
      rig.setClock(Date.UTC(2031, 0, 1, 12, 0, 10));
      const refused = await player.bet({
        drawId: '1',
        betType: 'lo2',
        numbers: ['12'],
        stakePerPoint: STAKE,
        prizeMode: 'LOTT',
      });
      expect(refused.code).toBe('LOTTERY_PRIZE_MODE_UNAVAILABLE');
      expect(await player.balance()).toBe(START);
      // A SEA window plays in mode SEA only, at the merchant's SEA payouts.
      const sea = await launchedPlayer(app, START, 'sea-magnum');
      expect(await windowOdds(app, sea.auth)).toEqual({
        defaultMode: 'SEA',
        modes: [],
        versions: { SEA: expect.any(String) },
      });
    });
  },
  { LOTTERY_ENABLED: 'true' },
);
