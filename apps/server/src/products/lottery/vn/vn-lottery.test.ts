import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkPrizeSet } from '@fortuna/games/lottery/regional-result';
import { settleTicket } from '@fortuna/games/lottery/settle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/test-app';
import { expectLedgerBalanced } from '../../studio/studio-test-window';
import { findDraw, settlementsOfBet } from '../lottery.repo';
import { settleDraw, settleLeftovers } from '../lottery-draws';
import { launchedPlayer, lotteryRig } from '../lottery-test-kit';
import { vnDrawsBetween } from './vn.repo';
import { drawsAhead, drawsOfDay, ensureVnDraws } from './vn-calendar';
import { pullResultsFeed } from './vn-feed';
import { backOffice, regionResult } from './vn-test-kit';

const START = 50_000_000n; // ₫500,000
const STAKE = '1000000'; // ₫10,000 per point
const MINUTE = 60_000;

describe('regional calendar and prize checks', () => {
  it('places each region at its time in Asia/Ho_Chi_Minh with the provinces of the weekday', () => {
    // Saturday 28 November 2026.
    expect(drawsOfDay('vn-north', '2026-11-28')).toEqual([
      { gameCode: 'vn-north', province: 'nam-dinh', drawAt: new Date('2026-11-28T11:15:00Z') },
    ]);
    expect(drawsOfDay('vn-south', '2026-11-28').map((slot) => slot.province)).toEqual([
      'tp-hcm',
      'long-an',
      'binh-phuoc',
      'hau-giang',
    ]);
    expect(drawsOfDay('vn-south', '2026-11-28')[0]?.drawAt.toISOString()).toBe('2026-11-28T09:15:00.000Z');
    expect(drawsOfDay('vn-central', '2026-11-26').map((slot) => slot.province)).toEqual([
      'binh-dinh',
      'quang-tri',
      'quang-binh',
    ]);
    expect(drawsOfDay('vn-central', '2026-11-26')[0]?.drawAt.toISOString()).toBe('2026-11-26T10:15:00.000Z');
    // 23:30 UTC on the 27th is already the 28th in Viet Nam.
    expect(drawsAhead(new Date('2026-11-27T23:30:00Z'), 1).find((slot) => slot.gameCode === 'vn-north')?.province).toBe(
      'nam-dinh',
    );
  });

  it('checks every prize count and digit length of the region', () => {
    expect(checkPrizeSet('north', regionResult('north')).ok).toBe(true);
    expect(checkPrizeSet('south', regionResult('south')).ok).toBe(true);
    expect(checkPrizeSet('north', regionResult('south'))).toMatchObject({ ok: false, problem: 'UNKNOWN_PRIZE' });
    expect(checkPrizeSet('south', regionResult('south', { fourth: ['12345'] }))).toMatchObject({
      ok: false,
      problem: 'WRONG_COUNT',
      prize: 'fourth',
      expected: 7,
    });
    expect(checkPrizeSet('central', regionResult('central', { special: ['12345'] }))).toMatchObject({
      ok: false,
      problem: 'WRONG_DIGITS',
      prize: 'special',
    });
    expect(checkPrizeSet('north', regionResult('north', { seventh: ['1', '22', '33', '44'] }))).toMatchObject({
      problem: 'WRONG_DIGITS',
    });
  });
});

describeEachDatabase(
  'lottery regional draws',
  (use) => {
    /** The draws of a Vietnamese day, created (twice at once, as two nodes would). */
    async function dayDraws(vnDate: string) {
      const { app } = use();
      const rig = await lotteryRig(app);
      const from = new Date(`${vnDate}T00:00:00+07:00`);
      await Promise.all([ensureVnDraws(rig.deps, from), ensureVnDraws(rig.deps, from)]);
      const draws = await vnDrawsBetween(app.db, from, new Date(from.getTime() + 24 * 60 * MINUTE - 1));
      return { rig, draws };
    }

    it('creates each day’s draws once however many nodes run the job', async () => {
      const { draws } = await dayDraws('2031-03-01'); // a Saturday
      expect(draws.map((draw) => `${draw.gameCode}:${draw.province}`)).toEqual([
        'vn-south:binh-phuoc',
        'vn-south:hau-giang',
        'vn-south:long-an',
        'vn-south:tp-hcm',
        'vn-central:da-nang',
        'vn-central:dak-nong',
        'vn-central:quang-ngai',
        'vn-north:nam-dinh',
      ]);
    });

    it('takes lô and đề up to the merchant cut-off, settles only once a second staff member approved the result, and pays exactly', async () => {
      const { app } = use();
      const { rig, draws } = await dayDraws('2031-03-02');
      const draw = draws.find((row) => row.gameCode === 'vn-south');
      const north = draws.find((row) => row.gameCode === 'vn-north');
      if (!draw || !north) throw new Error('draws missing');
      const player = await launchedPlayer(app, START, 'vn-south');
      expect((await backOffice(app, 'admin').setCutoff(player.member.merchantId, 30)).success).toBe(true);
      const closesAt = draw.drawAt.getTime() - 30 * MINUTE;
      const drawId = String(draw.id);

      rig.setClock(closesAt - 1);
      const lo = await player.bet({ drawId, betType: 'lo2', numbers: ['11', '45'], stakePerPoint: STAKE });
      const de = await player.bet({ drawId, betType: 'de', numbers: ['56', '45'], stakePerPoint: STAKE });
      expect([lo.success, de.success]).toEqual([true, true]);
      // Bad input: a clear error and no debit.
      const refusals = [
        [{ drawId, betType: 'lo2', numbers: ['7'] }, 'LOTTERY_NUMBERS_INVALID'],
        [{ drawId, betType: 'de', numbers: ['12', '12'] }, 'LOTTERY_DUPLICATE_NUMBER'],
        [{ drawId: String(north.id), betType: 'de', numbers: ['12'] }, 'LOTTERY_DRAW_NOT_FOUND'],
        [{ drawId: '999999999', betType: 'de', numbers: ['12'] }, 'LOTTERY_DRAW_NOT_FOUND'],
      ] as const;
      for (const [ticket, code] of refusals) {
        const answer = await player.bet({ ...ticket, numbers: [...ticket.numbers], stakePerPoint: STAKE });
        expect(answer.code, JSON.stringify(ticket)).toBe(code);
      }
      rig.setClock(closesAt);
      expect((await player.bet({ drawId, betType: 'de', numbers: ['13'], stakePerPoint: STAKE })).code).toBe(
        'LOTTERY_DRAW_CLOSED',
      );
      const staked = START - 4_000_000n;
      expect(await player.balance()).toBe(staked);

      // Results: not before the draw; the region's layout; never approved by their enterer.
      const result = regionResult('south', { special: ['123445'], eighth: ['45'] });
      const admin = backOffice(app, 'admin');
      const operator = backOffice(app, 'trader');
      expect((await admin.enter(draw.id, result)).code).toBe('LOTTERY_RESULT_TOO_EARLY');
      rig.setClock(draw.drawAt.getTime() + MINUTE);
      const bad = await admin.enter(draw.id, { ...result, third: ['12345'] });
      expect(bad).toMatchObject({ success: false, code: 'LOTTERY_RESULT_INVALID' });
      expect(bad.message).toContain('third');
      const entered = await admin.enter(draw.id, result);
      expect(entered.value).toMatchObject({ status: 'pending', version: 1, enteredBy: 'admin' });
      const resultId = entered.value?.resultId ?? '';
      await settleLeftovers(rig.deps, new Date(draw.drawAt.getTime() + 2 * MINUTE));
      expect(await player.balance()).toBe(staked); // nothing settles before approval
      expect((await admin.approve(resultId)).code).toBe('LOTTERY_SAME_STAFF');
      expect((await player.bets()).map((bet) => bet.status)).toEqual(['placed', 'placed']);

      // Two approvals at once: one wins, the draw settles once.
      const [first, second] = await Promise.all([operator.approve(resultId), operator.approve(resultId)]);
      expect([first.success, second.success].sort()).toEqual([false, true]);
      const settled = await findDraw(app.db, draw.id);
      if (!settled) throw new Error('draw missing');
      await Promise.all([settleDraw(rig.deps, settled), settleDraw(rig.deps, settled)]);
      await settleLeftovers(rig.deps, new Date(draw.drawAt.getTime() + 3 * MINUTE));
      const expected =
        settleTicket('lo2', ['11', '45'], 1_000_000n, result).payout +
        settleTicket('de', ['56', '45'], 1_000_000n, result).payout;
      // 45 ends the special and the 8th prize: lô 45 pays twice, đề 45 once; 11 and 56 miss.
      expect(expected).toBe(3_500_000n * 2n + 95_000_000n);
      expect(await player.balance()).toBe(staked + expected);
      const bets = await player.bets();
      expect(bets.map((bet) => bet.status)).toEqual(['won', 'won']);
      expect(bets.map((bet) => bet.hits)).toEqual([
        [0, 1],
        [0, 2],
      ]);
      expect((await player.bet({ drawId, betType: 'de', numbers: ['14'], stakePerPoint: STAKE })).code).toBe(
        'LOTTERY_DRAW_CLOSED',
      );
      await expectLedgerBalanced(app);
    });

    it('re-settles a corrected result once, paying more or taking back only the difference, with an audit trail', async () => {
      const { app } = use();
      const { rig, draws } = await dayDraws('2031-03-04');
      const draw = draws.find((row) => row.gameCode === 'vn-north');
      if (!draw) throw new Error('draw missing');
      const player = await launchedPlayer(app, START, 'vn-north');
      rig.setClock(draw.drawAt.getTime() - 60 * MINUTE);
      const drawId = String(draw.id);
      await player.bet({ drawId, betType: 'de', numbers: ['45'], stakePerPoint: STAKE });
      await player.bet({ drawId, betType: 'lo2', numbers: ['45'], stakePerPoint: STAKE });
      const staked = START - 2_000_000n;
      rig.setClock(draw.drawAt.getTime() + MINUTE);
      const admin = backOffice(app, 'admin');
      const operator = backOffice(app, 'trader');
      const approve = async (prizes: Record<string, string[]>) => {
        const entered = await admin.enter(draw.id, prizes);
        const approved = await operator.approve(entered.value?.resultId ?? '');
        expect(approved.success, approved.message).toBe(true);
        const current = await findDraw(app.db, draw.id);
        if (!current) throw new Error('draw missing');
        // The job and a second node run the settlement too: money moves once per (bet, version).
        await Promise.all([settleDraw(rig.deps, current), settleLeftovers(rig.deps, new Date(rig.deps.now()))]);
        return approved.value;
      };
      // Version 1: the special ends 45 (đề wins 95×, lô once).
      await approve(regionResult('north', { special: ['12345'] }));
      const v1 = 95_000_000n + 3_500_000n;
      expect(await player.balance()).toBe(staked + v1);
      // Version 2 corrects the 7th prize: 45 appears twice more, lô pays 3 times, đề unchanged.
      const v2Result = regionResult('north', { special: ['12345'], seventh: ['45', '45', '01', '02'] });
      expect((await approve(v2Result))?.version).toBe(2);
      const v2 = 95_000_000n + 3n * 3_500_000n;
      expect(await player.balance()).toBe(staked + v2);
      // Version 3 corrects the special: đề loses, lô keeps the two 45s of the 7th prize: money is taken back.
      await approve(regionResult('north', { special: ['12399'], seventh: ['45', '45', '01', '02'] }));
      const v3 = 2n * 3_500_000n;
      expect(await player.balance()).toBe(staked + v3);
      const bets = await player.bets();
      expect(bets.map((bet) => [bet.betType, bet.status, bet.payout])).toEqual([
        ['lo2', 'won', String(v3)],
        ['de', 'lost', '0'],
      ]);
      const trail = await settlementsOfBet(app.db, bets[1]?.betId ?? '');
      expect(trail.map((row) => [row.version, row.payout, row.delta])).toEqual([
        [1, 95_000_000n, 95_000_000n],
        [2, 95_000_000n, 0n],
        [3, 0n, -95_000_000n],
      ]);
      // Running everything again moves nothing.
      const current = await findDraw(app.db, draw.id);
      if (current) await settleDraw(rig.deps, current);
      expect(await player.balance()).toBe(staked + v3);
      await expectLedgerBalanced(app);
    });

    it('voids a draw refunding every bet once, and a rejected result settles nothing', async () => {
      const { app } = use();
      const { rig, draws } = await dayDraws('2031-03-03');
      const draw = draws.find((row) => row.gameCode === 'vn-north');
      if (!draw) throw new Error('draw missing');
      const player = await launchedPlayer(app, START, 'vn-north');
      rig.setClock(draw.drawAt.getTime() - 60 * MINUTE);
      const drawId = String(draw.id);
      await player.bet({ drawId, betType: 'xien2', numbers: ['12', '21'], stakePerPoint: STAKE });
      await player.bet({ drawId, betType: 'ba_cang', numbers: ['123', '456'], stakePerPoint: STAKE });
      expect(await player.balance()).toBe(START - 3_000_000n);
      rig.setClock(draw.drawAt.getTime() + MINUTE);
      const entered = await backOffice(app, 'admin').enter(draw.id, regionResult('north'));
      expect((await backOffice(app, 'trader').reject(entered.value?.resultId ?? '')).value?.status).toBe('rejected');
      expect(await player.balance()).toBe(START - 3_000_000n);

      const [first, second] = await Promise.all([
        backOffice(app, 'trader').voidDraw(draw.id),
        backOffice(app, 'admin').voidDraw(draw.id),
      ]);
      expect([first.code, second.code].sort()).toEqual(['LOTTERY_DRAW_SETTLED', 'OK'].sort());
      await settleLeftovers(rig.deps, new Date(draw.drawAt.getTime() + 2 * MINUTE));
      expect((await player.bets()).map((bet) => bet.status)).toEqual(['void', 'void']);
      expect(await player.balance()).toBe(START);
      expect((await backOffice(app, 'admin').enter(draw.id, regionResult('north'))).code).toBe('LOTTERY_DRAW_SETTLED');
      await expectLedgerBalanced(app);
    });

    describe('results feed', () => {
      let server: Server;
      let url = '';
      const requests: string[] = [];
      beforeAll(async () => {
        server = createServer((request, response) => {
          requests.push(request.url ?? '');
          const query = new URL(request.url ?? '', 'http://feed').searchParams;
          const draws =
            query.get('region') === 'vn-central' && ['2031-03-10', '2031-03-17'].includes(query.get('date') ?? '')
              ? [
                  { province: 'hue', prizes: regionResult('central', { special: ['654321'] }) },
                  { province: 'phu-yen', prizes: regionResult('central', { eighth: ['123'] }) },
                  { province: 'nowhere', prizes: regionResult('central') },
                ]
              : [];
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ date: query.get('date'), region: query.get('region'), draws }));
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/results`;
      });
      afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

      it('stores a well-formed feed result awaiting approval, refuses a malformed one, and is repeat-safe', async () => {
        const { app } = use();
        const { rig, draws } = await dayDraws('2031-03-10'); // a Monday: Huế and Phú Yên in the Central
        const hue = draws.find((row) => row.province === 'hue');
        if (!hue) throw new Error('draw missing');
        rig.setClock(hue.drawAt.getTime() + MINUTE);
        const report = await pullResultsFeed(rig.deps, { url, autoApprove: false });
        expect(report.stored).toBe(1);
        expect(report.refused).toEqual([{ drawId: expect.any(String), reason: expect.stringContaining('eighth') }]);
        expect(requests.some((line) => line.includes('region=vn-central') && line.includes('date=2031-03-10'))).toBe(
          true,
        );
        const again = await pullResultsFeed(rig.deps, { url, autoApprove: false });
        expect(again.stored).toBe(0);
        const listed = await backOffice(app, 'admin').call<
          { drawId: string; results: { source: string; status: string }[] }[]
        >('GET', '/api/admin/lottery/vn/draws?gameCode=vn-central&view=due');
        const row = listed.value?.find((entry) => entry.drawId === String(hue.id));
        expect(row?.results).toEqual([expect.objectContaining({ source: 'feed', status: 'pending' })]);
        expect((await findDraw(app.db, hue.id))?.status).toBe('open');
        const bad = await backOffice(app, 'admin').call('GET', '/api/admin/lottery/vn/draws?gameCode=vn-nowhere');
        expect(bad).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      });

      it('approves a feed result at once when the operator trusts the feed', async () => {
        const { app } = use();
        const { rig, draws } = await dayDraws('2031-03-17');
        const hue = draws.find((row) => row.province === 'hue');
        if (!hue) throw new Error('draw missing');
        rig.setClock(hue.drawAt.getTime() + MINUTE);
        await pullResultsFeed(rig.deps, { url, autoApprove: true });
        const drawn = await findDraw(app.db, hue.id);
        expect(drawn?.status).toBe('drawn');
        expect(drawn?.result?.special).toEqual(['654321']);
      });
    });
  },
  { LOTTERY_ENABLED: 'true' },
);
