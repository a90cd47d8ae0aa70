import type { Envelope } from '@fortuna/contracts/envelope';
import { LOTTERY_ODDS_PATHS, type ModeOdds, type WindowOdds } from '@fortuna/contracts/lottery-odds';
import { defaultFormatPayTable } from '@fortuna/games/lottery/fast/formats';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { expectLedgerBalanced } from '../studio/studio-test-window';
import { closeDraw, findDrawAt } from './lottery.repo';
import { settleDraw } from './lottery-draws';
import { launchedPlayer, openDraw, T0 } from './lottery-test-kit';
import { backOffice } from './vn/vn-test-kit';

const START = 50_000_000n; // ₫500,000
const STAKE = '1000000'; // ₫10,000

async function settleOn(
  app: FastifyInstance,
  opened: Awaited<ReturnType<typeof openDraw>>,
  slot: number,
  result: Record<string, string[]>,
) {
  opened.rig.setClock(slot + 500);
  await closeDraw(app.db, opened.draw.id, { status: 'drawn', result });
  const drawn = await findDrawAt(app.db, opened.rig.game.code, new Date(slot));
  if (!drawn) throw new Error('draw missing');
  await settleDraw(opened.rig.deps, drawn);
}

async function windowOdds(app: FastifyInstance, auth: Record<string, string>) {
  const answer = await app.inject({ method: 'GET', url: LOTTERY_ODDS_PATHS.odds, headers: auth });
  return answer.json<Envelope<WindowOdds>>().value;
}

/** The audit trail of a merchant's table of a format. */
async function auditOf(app: FastifyInstance, merchantId: number, format: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(like(auditLog.action, 'lottery.odds.%'), eq(auditLog.targetId, `${merchantId}:ELOTT:${format}`)));
}

describeEachDatabase(
  'Keno, K3 and SSC pay tables per merchant',
  (use) => {
    it('K3: staff change the table; new tickets pay the new odds, tickets placed before the old ones; audited', async () => {
      const { app } = use();
      const slot = T0 + 5 * 60_000;
      const opened = await openDraw(app, 'elott-k3-1', slot);
      const { drawId } = opened;
      const before = await launchedPlayer(app, START, 'elott-k3-1');
      const merchantId = before.member.merchantId;
      const admin = backOffice(app, 'admin');
      const url = `${LOTTERY_ODDS_PATHS.admin}?merchantId=${merchantId}&table=k3`;

      // The defaults until staff save a table: one mode, ELOTT, every key of the K3 table.
      const initial = await admin.call<ModeOdds[]>('GET', url);
      expect(initial.value?.map((mode) => [mode.prizeMode, mode.custom])).toEqual([['ELOTT', false]]);
      expect(initial.value?.[0]?.odds.find((row) => row.betType === 'k3_side')).toMatchObject({ odds: 1.95 });
      expect(before.session.payTable).toEqual(defaultFormatPayTable('k3'));

      // A ticket at the default table: big at 1.95×, sum 15 at 20.5×.
      const old = await before.bet({ drawId, betType: 'k3_side', numbers: ['big'], stakePerPoint: STAKE });
      const oldSum = await before.bet({ drawId, betType: 'k3_sum', numbers: ['15'], stakePerPoint: STAKE });
      expect([old.value?.bet.odds, oldSum.value?.bet.odds]).toEqual(['1.95', '20.50']);

      // Staff lower big/small/odd/even to 1.8× and sum 15 to 18×: audited with the table before (defaults) and after.
      const changed = { ...defaultFormatPayTable('k3'), k3_side: 180, 'k3_sum:15': 1_800 };
      const saved = await admin.call<ModeOdds>('PUT', url, { prizeMode: 'ELOTT', odds: changed });
      expect(saved.success).toBe(true);
      expect(saved.value?.odds.find((row) => row.betType === 'k3_side')).toEqual({
        betType: 'k3_side',
        odds: 1.8,
        rtp: 0.875,
      });
      const trail = await auditOf(app, merchantId, 'k3');
      expect(trail.map((row) => [row.action, row.targetId])).toEqual([['lottery.odds.save', `${merchantId}:ELOTT:k3`]]);
      expect(trail[0]?.before).toBeNull();
      expect(trail[0]?.after).toMatchObject({ k3_side: 180 });

      // The window and a new ticket take the new table; the Vietnamese ELOTT table is untouched.
      const after = await launchedPlayer(app, START, 'elott-k3-1');
      expect(after.member.merchantId).toBe(merchantId);
      expect(after.session.payTable?.k3_side).toBe(180);
      expect(after.session.odds.find((row) => row.betType === 'k3_side:big')?.odds).toBe(1.8);
      expect((await windowOdds(app, after.auth))?.modes.map((mode) => [mode.prizeMode, mode.custom])).toEqual([
        ['ELOTT', true],
      ]);
      const vn = await admin.call<ModeOdds[]>('GET', `${LOTTERY_ODDS_PATHS.admin}?merchantId=${merchantId}`);
      expect(vn.value?.map((mode) => mode.custom)).toEqual([false, false, false]);
      const fresh = await after.bet({ drawId, betType: 'k3_side', numbers: ['big'], stakePerPoint: STAKE });
      const freshSum = await after.bet({ drawId, betType: 'k3_sum', numbers: ['15'], stakePerPoint: STAKE });
      expect([fresh.value?.bet.odds, freshSum.value?.bet.odds]).toEqual(['1.80', '18.00']);

      // Saving the Vietnamese ELOTT table leaves the K3 table as it is.
      const vnTable = Object.fromEntries(
        vn.value?.[2]?.odds.map((row) => [row.betType, Math.round(row.odds * 100)]) ?? [],
      );
      const vnSaved = await admin.call('PUT', `${LOTTERY_ODDS_PATHS.admin}?merchantId=${merchantId}`, {
        prizeMode: 'ELOTT',
        odds: vnTable,
      });
      expect(vnSaved.success).toBe(true);
      expect((await admin.call<ModeOdds[]>('GET', url)).value?.[0]?.custom).toBe(true);

      // Dice 4+5+6 = 15, big: each ticket pays by the table it was placed with.
      await settleOn(app, opened, slot, { dice: ['4', '5', '6'] });
      expect((await before.bets()).reverse().map((bet) => [bet.status, bet.payout])).toEqual([
        ['won', '1950000'],
        ['won', '20500000'],
      ]);
      expect((await after.bets()).reverse().map((bet) => [bet.status, bet.payout])).toEqual([
        ['won', '1800000'],
        ['won', '18000000'],
      ]);
      expect(await before.balance()).toBe(START - 2_000_000n + 1_950_000n + 20_500_000n);
      expect(await after.balance()).toBe(START - 2_000_000n + 1_800_000n + 18_000_000n);

      // Back to the defaults (audited): a new window pays the table in code again.
      expect((await admin.call('DELETE', `${url}&prizeMode=ELOTT`)).success).toBe(true);
      expect((await admin.call<ModeOdds[]>('GET', url)).value?.[0]?.custom).toBe(false);
      expect((await launchedPlayer(app, START, 'elott-k3-1')).session.payTable?.k3_side).toBe(195);
      expect((await auditOf(app, merchantId, 'k3')).map((row) => row.action)).toContain('lottery.odds.delete');
      await expectLedgerBalanced(app);
    });

    it('Keno: staff lower the 1-spot payout; a ticket placed before pays the old odds, one after the new; a table over 100% is refused', async () => {
      const { app } = use();
      const slot = T0 + 25 * 60_000;
      const opened = await openDraw(app, 'elott-keno-1', slot);
      const { drawId } = opened;
      const before = await launchedPlayer(app, START, 'elott-keno-1');
      const merchantId = before.member.merchantId;
      const admin = backOffice(app, 'admin');
      const url = `${LOTTERY_ODDS_PATHS.admin}?merchantId=${merchantId}&table=keno`;
      const table = (changes: Record<string, number>) => ({ ...defaultFormatPayTable('keno'), ...changes });
      expect(before.session.payTable?.['keno:1:1']).toBe(380);

      const old = await before.bet({ drawId, betType: 'keno', numbers: ['07'], stakePerPoint: STAKE });
      expect(old.success).toBe(true);

      // One hit of one spot paying 4.20× would return 105 %: refused, nothing saved or audited.
      const over = await admin.call('PUT', url, { prizeMode: 'ELOTT', odds: table({ 'keno:1:1': 420 }) });
      expect([over.success, over.code]).toEqual([false, 'LOTTERY_ODDS_INVALID']);
      expect(over.message).toContain('more than 100%');
      expect(await auditOf(app, merchantId, 'keno')).toEqual([]);

      const saved = await admin.call('PUT', url, { prizeMode: 'ELOTT', odds: table({ 'keno:1:1': 360 }) });
      expect(saved.success).toBe(true);
      expect((await auditOf(app, merchantId, 'keno')).map((row) => row.action)).toEqual(['lottery.odds.save']);
      const after = await launchedPlayer(app, START, 'elott-keno-1');
      expect(after.session.payTable?.['keno:1:1']).toBe(360);
      const fresh = await after.bet({ drawId, betType: 'keno', numbers: ['07'], stakePerPoint: STAKE });
      expect(fresh.success).toBe(true);

      // 07 is among the 20 balls: each ticket pays the table it was placed at.
      const others = Array.from({ length: 20 }, (_, n) => String(n + 1).padStart(2, '0')).filter((b) => b !== '07');
      await settleOn(app, opened, slot, { balls: ['07', ...others].slice(0, 20) });
      expect((await before.bets()).map((bet) => [bet.status, bet.payout])).toEqual([['won', '3800000']]);
      expect((await after.bets()).map((bet) => [bet.status, bet.payout])).toEqual([['won', '3600000']]);
      expect(await after.balance()).toBe(START - 1_000_000n + 3_600_000n);
      await expectLedgerBalanced(app);
    });

    it('SSC: refuses bad tables with a clear error and changes nothing; only operators may edit; new odds pay new tickets', async () => {
      const { app } = use();
      const slot = T0 + 15 * 60_000;
      const opened = await openDraw(app, 'elott-ssc-1', slot);
      const { drawId } = opened;
      const player = await launchedPlayer(app, START, 'elott-ssc-1');
      const merchantId = player.member.merchantId;
      const admin = backOffice(app, 'admin');
      const url = `${LOTTERY_ODDS_PATHS.admin}?merchantId=${merchantId}&table=ssc`;
      const table = (changes: Record<string, unknown>) => ({ ...defaultFormatPayTable('ssc'), ...changes });

      const bad: [unknown, string, string][] = [
        [{ prizeMode: 'ELOTT', odds: table({ ssc_digit: -950 }) }, 'VALIDATION_FAILED', 'ssc_digit'],
        [{ prizeMode: 'ELOTT', odds: table({ ssc_digit: 0 }) }, 'VALIDATION_FAILED', 'ssc_digit'],
        [{ prizeMode: 'ELOTT', odds: table({ ssc_side: 185.5 }) }, 'VALIDATION_FAILED', 'ssc_side'],
        [{ prizeMode: 'ELOTT', odds: table({ ssc_sum: 190 }) }, 'LOTTERY_ODDS_INVALID', 'Unknown bet type "ssc_sum"'],
        [{ prizeMode: 'ELOTT', odds: table({ k3_side: 190 }) }, 'LOTTERY_ODDS_INVALID', 'Unknown bet type "k3_side"'],
        [{ prizeMode: 'ELOTT', odds: { ssc_digit: 900 } }, 'LOTTERY_ODDS_INVALID', 'ssc_side are missing'],
        [{ prizeMode: 'ELOTT', odds: table({ ssc_digit: 1_001 }) }, 'LOTTERY_ODDS_INVALID', 'more than 100%'],
        [{ prizeMode: 'ZY', odds: table({}) }, 'VALIDATION_FAILED', 'ELOTT only'],
      ];
      for (const [body, code, words] of bad) {
        const answer = await admin.call('PUT', url, body);
        expect({ code: answer.code, success: answer.success }, JSON.stringify(body)).toEqual({ code, success: false });
        expect(answer.message, JSON.stringify(body)).toContain(words);
      }
      // Staff without the operator role, and players, are refused.
      const finance = await app.inject({
        method: 'PUT',
        url,
        payload: { prizeMode: 'ELOTT', odds: table({ ssc_digit: 900 }) },
        headers: await staffAuth(app, 'finance'),
      });
      expect(finance.json<Envelope<unknown>>().code).toBe('FORBIDDEN');
      const asPlayer = await app.inject({ method: 'GET', url, headers: player.auth });
      expect(asPlayer.json<Envelope<unknown>>().success).toBe(false);
      // Nothing changed: still the defaults, no audit.
      expect((await admin.call<ModeOdds[]>('GET', url)).value?.[0]?.custom).toBe(false);
      expect(await auditOf(app, merchantId, 'ssc')).toEqual([]);

      const old = await player.bet({ drawId, betType: 'ssc_digit', numbers: ['1-3'], stakePerPoint: STAKE });
      expect(old.value?.bet.odds).toBe('9.50');
      expect((await admin.call('PUT', url, { prizeMode: 'ELOTT', odds: table({ ssc_digit: 900 }) })).success).toBe(
        true,
      );
      const again = await launchedPlayer(app, START, 'elott-ssc-1');
      expect(again.session.odds.find((row) => row.betType === 'ssc_digit:1-3')).toEqual({
        betType: 'ssc_digit:1-3',
        odds: 9,
        rtp: 0.9,
      });
      const fresh = await again.bet({ drawId, betType: 'ssc_digit', numbers: ['1-3', '2-0'], stakePerPoint: STAKE });
      expect(fresh.value?.bet.odds).toBe('9.00');

      await settleOn(app, opened, slot, { digits: ['3', '1', '4', '1', '5'] });
      expect((await player.bets()).map((bet) => [bet.status, bet.payout])).toEqual([['won', '9500000']]);
      expect((await again.bets()).map((bet) => [bet.status, bet.hits, bet.payout])).toEqual([
        ['won', [1, 0], '9000000'],
      ]);
      expect(await again.balance()).toBe(START - 2_000_000n + 9_000_000n);
      await expectLedgerBalanced(app);
    });
  },
  { LOTTERY_ENABLED: 'true' },
);
