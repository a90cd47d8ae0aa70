import { LOTTERY_ODDS_PATHS } from '@fortuna/contracts/lottery-odds';
import { defaultFormatPayTable } from '@fortuna/games/lottery/fast/formats';
import { DEFAULT_SEA_PAYOUTS } from '@fortuna/games/lottery/sea-bets';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { expectLedgerBalanced } from '../studio/studio-test-window';
import { closeDraw, findDrawAt } from './lottery.repo';
import { settleDraw } from './lottery-draws';
import { launchedPlayer, lotteryRig, openDraw, T0 } from './lottery-test-kit';
import { ensureSeaDraws } from './sea/sea-calendar';
import { vnDrawsBetween } from './vn/vn.repo';
import { ensureVnDraws } from './vn/vn-calendar';
import { backOffice } from './vn/vn-test-kit';

const START = 50_000_000n; // ₫500,000
const STAKE = '1000000'; // ₫10,000 per point
const MINUTE = 60_000;

/** The Vietnamese bet types' default table (hundredths) with `changes`. */
function vnTable(changes: Record<string, number>): Record<string, number> {
  const defaults = { lo2: 350, de: 9_500, ba_cang: 95_000, dau: 950, duoi: 950, xien2: 1_700, xien3: 7_700 };
  return { ...defaults, xien4: 35_000, lo_truot4: 285, ...changes };
}

type Player = Awaited<ReturnType<typeof launchedPlayer>>;
type Ticket = Parameters<Player['bet']>[0];

/**
 * The player confirms `ticket` at the odds the window showed before staff changed them: refused with
 * LOTTERY_ODDS_CHANGED, nothing debited nor kept; confirmed again at the odds the window reads now, it is
 * placed at them (the new odds the answer shows).
 */
async function refusedThenPlaced(player: Player, ticket: Ticket, seen: string, newOdds: string) {
  const stale = await player.bet({ ...ticket, oddsVersion: seen });
  expect(stale.code).toBe('LOTTERY_ODDS_CHANGED');
  expect(stale.message).toMatch(/odds have changed/);
  expect(await player.balance()).toBe(START);
  expect(await player.bets()).toEqual([]);
  const now = await player.oddsVersion(ticket.prizeMode);
  expect(now).not.toBe(seen);
  const placed = await player.bet({ ...ticket, oddsVersion: now });
  expect(placed.code).toBe('OK');
  expect(placed.value?.bet.odds).toBe(newOdds);
  return placed.value?.bet;
}

/** A regional (or, on a 4D day, SEA) draw of `day`, the clock an hour before it. */
async function regionalDraw(app: FastifyInstance, gameCode: string, day = '2031-06-02T00:00:00+07:00') {
  const rig = await lotteryRig(app);
  const from = new Date(day);
  await ensureVnDraws(rig.deps, from);
  await ensureSeaDraws(rig.deps, from);
  const draw = (await vnDrawsBetween(app.db, from, new Date(from.getTime() + 24 * 60 * MINUTE))).find(
    (row) => row.gameCode === gameCode,
  );
  if (!draw) throw new Error(`${gameCode} draw missing`);
  rig.setClock(draw.drawAt.getTime() - 60 * MINUTE);
  return String(draw.id);
}

describeEachDatabase(
  'lottery odds changed while the window is open',
  (use) => {
    it('K3: a bet at the pay table the window showed before a change is refused with nothing debited; again at the new table it is placed and paid at it', async () => {
      const { app } = use();
      const slot = T0 + 5 * MINUTE;
      const opened = await openDraw(app, 'elott-k3-1', slot);
      const player = await launchedPlayer(app, START, 'elott-k3-1');
      const seen = player.session.oddsVersion;
      expect(await player.oddsVersion()).toBe(seen);
      const admin = backOffice(app, 'admin');
      const url = `${LOTTERY_ODDS_PATHS.admin}?merchantId=${player.member.merchantId}&table=k3`;
      const changed = { ...defaultFormatPayTable('k3'), k3_side: 180 };
      expect((await admin.call('PUT', url, { prizeMode: 'ELOTT', odds: changed })).success).toBe(true);

      const ticket = { drawId: opened.drawId, betType: 'k3_side', numbers: ['big'], stakePerPoint: STAKE };
      await refusedThenPlaced(player, ticket, seen, '1.80');
      expect(await player.balance()).toBe(START - 1_000_000n);

      // Dice 4+5+6 = 15, big: paid at 1.8×.
      opened.rig.setClock(slot + 500);
      await closeDraw(app.db, opened.draw.id, { status: 'drawn', result: { dice: ['4', '5', '6'] } });
      const drawn = await findDrawAt(app.db, 'elott-k3-1', new Date(slot));
      if (!drawn) throw new Error('draw missing');
      await settleDraw(opened.rig.deps, drawn);
      expect((await player.bets()).map((bet) => [bet.status, bet.payout])).toEqual([['won', '1800000']]);
      expect(await player.balance()).toBe(START - 1_000_000n + 1_800_000n);
      await expectLedgerBalanced(app);
    });

    it('the fast North draw: a change of the ELOTT table refuses a bet at the old odds, the new odds are taken', async () => {
      const { app } = use();
      const opened = await openDraw(app, 'elott-vn-1', T0 + 5 * MINUTE);
      const player = await launchedPlayer(app, START, 'elott-vn-1');
      const seen = player.session.oddsVersion;
      const url = `${LOTTERY_ODDS_PATHS.admin}?merchantId=${player.member.merchantId}`;
      await backOffice(app, 'admin').call('PUT', url, { prizeMode: 'ELOTT', odds: vnTable({ lo2: 340 }) });
      const ticket = { drawId: opened.drawId, betType: 'lo2', numbers: ['45'], stakePerPoint: STAKE };
      await refusedThenPlaced(player, ticket, seen, '3.40');
    });

    it('a regional draw: the chosen mode’s table is checked (ZY changed, LOTT untouched)', async () => {
      const { app } = use();
      const drawId = await regionalDraw(app, 'vn-north');
      const player = await launchedPlayer(app, START, 'vn-north');
      const url = `${LOTTERY_ODDS_PATHS.admin}?merchantId=${player.member.merchantId}`;
      const saveZy = (de: number) =>
        backOffice(app, 'admin').call('PUT', url, { prizeMode: 'ZY', odds: vnTable({ de }) });
      await saveZy(9_800);
      const lott = await player.oddsVersion('LOTT');
      const zy = await player.oddsVersion('ZY');
      await saveZy(9_000);

      // LOTT did not change: a đề ticket at its version still goes through at 95.
      const lottTicket = { drawId, betType: 'de', numbers: ['12'], stakePerPoint: STAKE };
      const lottBet = await player.bet({ ...lottTicket, oddsVersion: lott });
      expect([lottBet.code, lottBet.value?.bet.odds]).toEqual(['OK', '95.00']);
      const other = await launchedPlayer(app, START, 'vn-north');
      const ticket = { drawId, betType: 'de', numbers: ['45'], stakePerPoint: STAKE, prizeMode: 'ZY' };
      await refusedThenPlaced(other, ticket, zy, '90.00');
    });

    it('SEA: a bet at the payouts the lobby showed before a change is refused; at the new payouts it is placed', async () => {
      const { app } = use();
      const drawId = await regionalDraw(app, 'sea-damacai', '2031-03-02T00:00:00+08:00'); // a Sunday
      const player = await launchedPlayer(app, START, 'sea-damacai');
      const seen = await player.oddsVersion('SEA');
      const payouts = { ...DEFAULT_SEA_PAYOUTS, big: { ...DEFAULT_SEA_PAYOUTS.big, first: 240_000 } };
      await backOffice(app, 'admin').call('PUT', `/api/admin/lottery/vn/rules?merchantId=${player.member.merchantId}`, {
        cutoffMinutes: 15,
        seaPayouts: payouts,
      });
      const ticket = { drawId, betType: '4d_big', numbers: ['8888'], stakePerPoint: STAKE };
      await refusedThenPlaced(player, ticket, seen, '2400.00');
    });
  },
  { LOTTERY_ENABLED: 'true' },
);
