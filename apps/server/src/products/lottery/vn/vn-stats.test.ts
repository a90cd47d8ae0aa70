import type { Envelope } from '@fortuna/contracts/envelope';
import {
  type HeadTail,
  type History,
  LOTTERY_STATS_PATHS,
  type PopularNumbers,
  type VietnamNumbers,
} from '@fortuna/contracts/lottery-stats';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/test-app';
import { lotteryRig } from '../lottery-test-kit';
import { vnDrawsBetween } from './vn.repo';
import { ensureVnDraws } from './vn-calendar';
import { approvedResult, regionResult } from './vn-test-kit';

const MINUTE = 60_000;

async function get<T>(app: FastifyInstance, path: string, query: Record<string, string>) {
  const answer = await app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` });
  return { status: answer.statusCode, body: answer.json<Envelope<T>>() };
}

describeEachDatabase(
  'lottery results history and statistics',
  (use) => {
    /** Three North draws on consecutive days with crafted results; the latest holds 45 three times. */
    async function threeNorthDraws() {
      const { app } = use();
      const rig = await lotteryRig(app);
      const from = new Date('2031-05-01T00:00:00+07:00');
      await ensureVnDraws(rig.deps, from);
      const draws = await vnDrawsBetween(app.db, from, new Date(from.getTime() + 3 * 24 * 60 * MINUTE - 1));
      const north = draws.filter((draw) => draw.gameCode === 'vn-north');
      const south = draws.filter((draw) => draw.gameCode === 'vn-south');
      const [oldest, middle, latest] = north;
      if (!oldest || !middle || !latest) throw new Error('draws missing');
      rig.setClock(latest.drawAt.getTime() + MINUTE);
      // Generated ends count up from 61; the overrides put 45 on the special (and twice on the 7th prize of the latest).
      await approvedResult(rig.deps, oldest.id, regionResult('north', { special: ['00045'] }, 60));
      await approvedResult(rig.deps, middle.id, regionResult('north', {}, 60));
      await approvedResult(
        rig.deps,
        latest.id,
        regionResult('north', { special: ['12345'], seventh: ['45', '45', '01', '02'] }, 60),
      );
      return { rig, latest, middle, south };
    }
    let setup: ReturnType<typeof threeNorthDraws> | undefined;
    const crafted = () => {
      setup ??= threeNorthDraws();
      return setup;
    };

    it('answers a day’s board of a region, one province of it, and refuses bad dates and provinces', async () => {
      const { app } = use();
      const { latest, south } = await crafted();
      const board = await get<History>(app, LOTTERY_STATS_PATHS.history, { gameCode: 'vn-north', date: '2031-05-03' });
      expect(board.body.value?.draws).toEqual([
        expect.objectContaining({ drawId: String(latest.id), province: 'nam-dinh', status: 'drawn', resultVersion: 1 }),
      ]);
      expect(board.body.value?.draws[0]?.result?.seventh).toEqual(['45', '45', '01', '02']);
      // The South's draws of that day have no result yet: listed, without one.
      const southDay = await get<History>(app, LOTTERY_STATS_PATHS.history, {
        gameCode: 'vn-south',
        date: '2031-05-03',
      });
      // Saturday: TP. Hồ Chí Minh, Long An, Bình Phước and Hậu Giang.
      expect(southDay.body.value?.draws.map((draw) => draw.province).sort()).toEqual(
        south
          .filter((draw) => draw.drawAt.toISOString().startsWith('2031-05-03'))
          .map((draw) => draw.province)
          .sort(),
      );
      expect(southDay.body.value?.draws).toHaveLength(4);
      expect(southDay.body.value?.draws.every((draw) => draw.result === null && draw.status === 'open')).toBe(true);
      const province = southDay.body.value?.draws[0]?.province ?? '';
      const one = await get<History>(app, LOTTERY_STATS_PATHS.history, {
        gameCode: 'vn-south',
        date: '2031-05-03',
        province,
      });
      expect(one.body.value?.draws.map((draw) => draw.province)).toEqual([province]);

      const refusals: [Record<string, string>, string][] = [
        [{ gameCode: 'vn-south', date: '2031-05-03', province: 'ha-noi' }, 'LOTTERY_PROVINCE_UNKNOWN'],
        [{ gameCode: 'vn-north', date: '2031-05-03', province: 'nowhere' }, 'LOTTERY_PROVINCE_UNKNOWN'],
        [{ gameCode: 'sea-magnum', date: '2031-05-03', province: 'tp-hcm' }, 'LOTTERY_PROVINCE_UNKNOWN'],
        [{ gameCode: 'vn-north', date: '2031-05-05' }, 'LOTTERY_DATE_OUT_OF_RANGE'],
        [{ gameCode: 'vn-north', date: '2029-05-03' }, 'LOTTERY_DATE_OUT_OF_RANGE'],
        [{ gameCode: 'vn-north', date: '2031-02-30' }, 'LOTTERY_DATE_OUT_OF_RANGE'],
        [{ gameCode: 'vn-north', date: '3 May 2031' }, 'VALIDATION_FAILED'],
        [{ gameCode: 'elott-vn-1', date: '2031-05-03' }, 'VALIDATION_FAILED'],
      ];
      for (const [query, code] of refusals) {
        const answer = await get(app, LOTTERY_STATS_PATHS.history, query);
        expect(answer.body.code, JSON.stringify(query)).toBe(code);
        expect(answer.status, JSON.stringify(query)).toBe(400);
      }
    });

    it('counts popular, opened and cold numbers, every occurrence of a number that came out twice included', async () => {
      const { app } = use();
      const { middle } = await crafted();
      const query = { gameCode: 'vn-north', draws: '3' };
      const popular = (await get<PopularNumbers>(app, LOTTERY_STATS_PATHS.popular, query)).body.value;
      expect(popular?.draws).toBe(3);
      expect(popular?.popular.slice(0, 2).map((stat) => [stat.number, stat.count, stat.draws, stat.gap])).toEqual([
        ['45', 4, 2, 0],
        ['62', 3, 3, 0],
      ]);
      expect(popular?.opened).toContainEqual({ number: '45', times: 3 });
      expect(popular?.opened.reduce((sum, entry) => sum + entry.times, 0)).toBe(27);
      expect(popular?.cold.slice(0, 3).map((stat) => [stat.number, stat.gap])).toEqual([
        ['00', null],
        ['03', null],
        ['04', null],
      ]);

      const numbers = (await get<VietnamNumbers>(app, LOTTERY_STATS_PATHS.vietnamNumbers, query)).body.value;
      expect(numbers?.numbers).toHaveLength(100);
      const byNumber = new Map(numbers?.numbers.map((stat) => [stat.number, stat]));
      expect(byNumber.get('61')).toMatchObject({ count: 1, draws: 1, gap: 1 });
      expect(byNumber.get('61')?.lastSeenAt).toBe(middle.drawAt.toISOString());
      expect(byNumber.get('00')).toMatchObject({ count: 0, gap: null, lastSeenAt: null });
      // The last two draws only: 45 three times in the latest, none in the middle one.
      const two = (await get<VietnamNumbers>(app, LOTTERY_STATS_PATHS.vietnamNumbers, { ...query, draws: '2' })).body
        .value;
      expect(two?.numbers.find((stat) => stat.number === '45')).toMatchObject({ count: 3, draws: 1, gap: 0 });

      const headTail = (await get<HeadTail>(app, LOTTERY_STATS_PATHS.headTail, query)).body.value;
      expect(headTail?.heads[4]).toBe(4);
      expect(headTail?.heads.reduce((sum, n) => sum + n, 0)).toBe(81);
      expect(headTail?.specialTails[5]).toBe(2);
      expect(headTail?.specialHeads[4]).toBe(2);

      const badQueries: Record<string, string>[] = [
        { draws: '0' },
        { draws: '101' },
        { gameCode: 'sea-thai' },
        { province: 'tp-hcm' },
      ];
      for (const bad of badQueries) {
        const answer = await get(app, LOTTERY_STATS_PATHS.popular, { ...query, ...bad });
        expect(answer.status, JSON.stringify(bad)).toBe(400);
        expect(answer.body.code, JSON.stringify(bad)).toMatch(/^(VALIDATION_FAILED|LOTTERY_PROVINCE_UNKNOWN)$/);
      }
      // A region without an approved draw: an empty window, not an error.
      const empty = (await get<PopularNumbers>(app, LOTTERY_STATS_PATHS.popular, { gameCode: 'vn-central' })).body;
      expect(empty.value).toMatchObject({ draws: 0, popular: expect.any(Array), opened: [], openedAt: null });
    });
  },
  { LOTTERY_ENABLED: 'true' },
);

describe('statistics paths', () => {
  it('are all reads (spec §7: the lottery client calls are GET)', () => {
    expect(Object.values(LOTTERY_STATS_PATHS).every((path) => path.startsWith('/lottery/api/'))).toBe(true);
  });
});
