import type { LotteryLiabilityRow } from '@fortuna/contracts/lottery-vn';
import { VN_LOTTERY_PATHS } from '@fortuna/contracts/lottery-vn';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { expectLedgerBalanced } from '../studio/studio-test-window';
import { launchedPlayer, lotteryRig } from './lottery-test-kit';
import { vnDrawsBetween } from './vn/vn.repo';
import { ensureVnDraws } from './vn/vn-calendar';
import { backOffice } from './vn/vn-test-kit';

const START = 50_000_000n; // ₫500,000
const STAKE = 1_000_000n; // ₫10,000 per point
const CAP = 3n * STAKE;

describeEachDatabase(
  'lottery caps per number and the liability view',
  (use) => {
    it("refuses a ticket that would pass the merchant's cap on a number, racing tickets included, and shows the liability", async () => {
      const { app } = use();
      const rig = await lotteryRig(app);
      const from = new Date('2031-03-04T00:00:00+07:00');
      await ensureVnDraws(rig.deps, from);
      const [draw] = (await vnDrawsBetween(app.db, from, new Date(from.getTime() + 86_400_000 - 1))).filter(
        (row) => row.gameCode === 'vn-north',
      );
      if (!draw) throw new Error('no North draw');
      rig.setClock(draw.drawAt.getTime() - 3 * 3_600_000);
      const drawId = String(draw.id);
      const first = await launchedPlayer(app, START, 'vn-north');
      const second = await launchedPlayer(app, START, 'vn-north');
      const admin = backOffice(app, 'admin');
      const rulesUrl = `${VN_LOTTERY_PATHS.admin.rules}?merchantId=${first.member.merchantId}`;
      const setCap = (cap: bigint | null) =>
        admin.call('PUT', rulesUrl, { cutoffMinutes: 15, numberCapMinor: cap === null ? null : cap.toString() });
      expect((await setCap(CAP)).success).toBe(true);
      expect((await admin.call<{ numberCapMinor: string }>('GET', rulesUrl)).value?.numberCapMinor).toBe(
        CAP.toString(),
      );

      const lo = (player: typeof first, numbers: string[], stake: bigint) =>
        player.bet({ drawId, betType: 'lo2', numbers, stakePerPoint: stake.toString() });
      expect((await lo(first, ['12', '34'], STAKE)).success).toBe(true);
      expect((await lo(first, ['12'], 2n * STAKE)).success).toBe(true);
      // 12 is full: the next ticket on it is refused whole (34 too), with the number and what is left; no debit.
      const before = await second.balance();
      expect(await lo(second, ['34', '12'], STAKE)).toMatchObject({
        success: false,
        code: 'LOTTERY_NUMBER_CAP',
        value: { number: '12', remaining: '0' },
      });
      expect(await second.balance()).toBe(before);
      // Another bet type has room of its own.
      expect(
        (await second.bet({ drawId, betType: 'de', numbers: ['12'], stakePerPoint: STAKE.toString() })).success,
      ).toBe(true);

      // Five tickets racing for the room on 56: exactly three fit.
      const raced = await Promise.all(Array.from({ length: 5 }, () => lo(second, ['56'], STAKE)));
      expect(raced.filter((answer) => answer.success)).toHaveLength(3);
      expect(raced.filter((answer) => answer.code === 'LOTTERY_NUMBER_CAP')).toHaveLength(2);
      expect(await second.balance()).toBe(before - 4n * STAKE);

      const liability = await backOffice(app, 'trader').call<LotteryLiabilityRow[]>(
        'GET',
        `${VN_LOTTERY_PATHS.admin.liability(drawId)}?merchantId=${first.member.merchantId}`,
      );
      const row = (betType: string, number: string) =>
        liability.value?.find((entry) => entry.betType === betType && entry.number === number);
      expect(row('lo2', '12')).toMatchObject({ tickets: 2, stakedMinor: CAP.toString() });
      expect(row('lo2', '56')).toMatchObject({ tickets: 3, stakedMinor: CAP.toString() });
      expect(row('lo2', '34')).toMatchObject({ tickets: 1, stakedMinor: STAKE.toString() });
      expect(row('de', '12')).toMatchObject({ tickets: 1, stakedMinor: STAKE.toString() });
      expect(BigInt(row('de', '12')?.payoutPerHitMinor ?? '0')).toBeGreaterThan(STAKE);

      // Without a cap the number takes stakes again.
      expect((await setCap(null)).success).toBe(true);
      expect((await lo(second, ['12'], STAKE)).success).toBe(true);
      await expectLedgerBalanced(app);
    });
  },
  { LOTTERY_ENABLED: 'true' },
);
