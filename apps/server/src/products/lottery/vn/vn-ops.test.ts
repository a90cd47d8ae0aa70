import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FeedStatus, LOTTERY_OPS_PATHS } from '@fortuna/contracts/lottery-ops';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, riskFlags } from '../../../db/schema/index';
import { assertWithdrawalAllowed } from '../../../modules/risk/risk-gates';
import { describeEachDatabase } from '../../../test/test-app';
import { expectLedgerBalanced, moveMoney } from '../../studio/studio-test-window';
import { findDraw } from '../lottery.repo';
import { settleDraw, settleLeftovers } from '../lottery-draws';
import { launchedPlayer, lotteryRig } from '../lottery-test-kit';
import { vnDrawsBetween } from './vn.repo';
import { ensureVnDraws } from './vn-calendar';
import { pullResultsFeed } from './vn-feed';
import { approvedResult, backOffice, regionResult } from './vn-test-kit';

const MINUTE = 60_000;
const STAKE = '1000000'; // ₫10,000 per point

describeEachDatabase(
  'lottery feed status and uncovered corrections',
  (use) => {
    let server: Server;
    let url = '';
    let failing = true;
    beforeAll(async () => {
      server = createServer((request, response) => {
        const query = new URL(request.url ?? '', 'http://feed').searchParams;
        if (failing) {
          response.statusCode = 503;
          response.end('down');
          return;
        }
        const draws = query.get('region') === 'vn-north' ? [{ province: 'ha-noi', prizes: regionResult('north') }] : [];
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ date: query.get('date'), region: query.get('region'), draws }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/results?key=secret`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    async function northDraw(vnDate: string) {
      const { app } = use();
      const rig = await lotteryRig(app);
      const from = new Date(`${vnDate}T00:00:00+07:00`);
      await ensureVnDraws(rig.deps, from);
      const draws = await vnDrawsBetween(app.db, from, new Date(from.getTime() + 24 * 60 * MINUTE - 1));
      const draw = draws.find((row) => row.gameCode === 'vn-north');
      if (!draw) throw new Error('draw missing');
      return { rig, draw };
    }

    it('shows the last pull, the last error and the draws still waiting for a result', async () => {
      const { app } = use();
      const { rig, draw } = await northDraw('2031-07-07'); // a Monday: Hà Nội
      const status = async () =>
        (await backOffice(app, 'trader').call<FeedStatus>('GET', LOTTERY_OPS_PATHS.feedStatus)).value;
      expect(await status()).toMatchObject({ configured: false, lastPullAt: null, lastError: null });

      rig.setClock(draw.drawAt.getTime() + MINUTE);
      await pullResultsFeed(rig.deps, { url, autoApprove: false });
      const failed = await status();
      expect(failed?.lastError).toContain('503');
      expect(failed?.lastPullAt).toBe(new Date(rig.deps.now()).toISOString());
      expect(failed?.lastCleanAt).toBeNull();
      expect(failed?.waiting).toContainEqual(
        expect.objectContaining({ drawId: String(draw.id), province: 'ha-noi', pending: null }),
      );

      failing = false;
      rig.setClock(draw.drawAt.getTime() + 2 * MINUTE);
      await pullResultsFeed(rig.deps, { url, autoApprove: false });
      const recovered = await status();
      expect(recovered?.lastCleanAt).toBe(new Date(rig.deps.now()).toISOString());
      // The last error stays on view with its time, under the newer clean pull.
      expect(recovered?.lastError).toContain('503');
      expect(recovered?.stored).toBeGreaterThanOrEqual(1);
      expect(recovered?.waiting.find((row) => row.drawId === String(draw.id))?.pending).toMatchObject({
        source: 'feed',
        enteredBy: 'feed',
      });
      // Members never see it.
      const member = await launchedPlayer(app, 1_000n, 'vn-north');
      const refused = await app.inject({ method: 'GET', url: LOTTERY_OPS_PATHS.feedStatus, headers: member.auth });
      expect(refused.statusCode).toBe(401);
    });

    it('tells staff once when a correction takes back more than the member holds, and takes it once the balance covers it', async () => {
      const { app } = use();
      const { rig, draw } = await northDraw('2031-07-14');
      const player = await launchedPlayer(app, 50_000_000n, 'vn-north');
      rig.setClock(draw.drawAt.getTime() - 60 * MINUTE);
      expect(
        (await player.bet({ drawId: String(draw.id), betType: 'de', numbers: ['45'], stakePerPoint: STAKE })).success,
      ).toBe(true);
      rig.setClock(draw.drawAt.getTime() + MINUTE);
      await approvedResult(rig.deps, draw.id, regionResult('north', { special: ['12345'] }));
      expect(await player.balance()).toBe(49_000_000n + 95_000_000n);
      // The member spends the win; then the result is corrected: đề loses, ₫950,000 to take back from ₫40,000.
      await moveMoney(app, player.member, -140_000_000n);
      await approvedResult(rig.deps, draw.id, regionResult('north', { special: ['12399'] }));
      const current = await findDraw(app.db, draw.id);
      if (!current) throw new Error('draw missing');
      // The job runs again, on two nodes: still one alert.
      await Promise.allSettled([settleDraw(rig.deps, current), settleDraw(rig.deps, current)]);
      await settleLeftovers(rig.deps, new Date(rig.deps.now())).catch(() => undefined);
      expect(await player.balance()).toBe(4_000_000n);
      const flags = await app.db
        .select()
        .from(riskFlags)
        .where(and(eq(riskFlags.accountId, player.member.id), eq(riskFlags.kind, 'lottery_correction_uncovered')));
      expect(flags).toHaveLength(1);
      expect(flags[0]).toMatchObject({ status: 'open', holdsWithdrawals: true, amountMinor: 95_000_000n });
      await expect(assertWithdrawalAllowed(app, player.member, 1n)).rejects.toMatchObject({
        code: 'RISK_WITHDRAWAL_HOLD',
      });
      const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.correction.uncovered'));
      expect(
        audit.filter(
          (row) =>
            row.merchantId === player.member.merchantId &&
            (row.after as { betId?: string }).betId === flags[0]?.detail.betId,
        ),
      ).toHaveLength(1);
      const status = await backOffice(app, 'admin').call<FeedStatus>('GET', LOTTERY_OPS_PATHS.feedStatus);
      expect(status.value?.uncovered).toContainEqual(
        expect.objectContaining({ accountId: String(player.member.id), takeBackMinor: '95000000' }),
      );
      expect((await player.bets())[0]).toMatchObject({ status: 'won', payout: '95000000' });

      // Money arrives: the next run takes back exactly the difference, once.
      await moveMoney(app, player.member, 100_000_000n);
      await settleLeftovers(rig.deps, new Date(rig.deps.now()));
      await settleLeftovers(rig.deps, new Date(rig.deps.now()));
      expect(await player.balance()).toBe(104_000_000n - 95_000_000n);
      expect((await player.bets())[0]).toMatchObject({ status: 'lost', payout: '0' });
      await expectLedgerBalanced(app);
    });
  },
  { LOTTERY_ENABLED: 'true' },
);
