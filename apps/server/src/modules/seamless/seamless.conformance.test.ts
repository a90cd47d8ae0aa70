import type { GameAdmin } from '@fortuna/contracts/catalogue';
import { minorToDecimal } from '@fortuna/contracts/money';
import type { RiskFlag, RiskFlagPage, RiskSettings } from '@fortuna/contracts/risk';
import { RISK_API } from '@fortuna/contracts/risk';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { accounts, games, vendorSessions, vendors } from '../../db/schema/index';
import { SeamlessClient } from '../../products/kit/seamless-client';
import { hashToken } from '../../security/tokens';
import { DEMO_MERCHANT_CODE } from '../../seed/demo';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { catalogueChanged } from '../catalogue/catalogue-cache';
import { balanceSumsByCurrency } from '../ledger/ledger.repo';
import { findMerchantByCode } from '../merchants/merchants.repo';
import { type ConformanceHarness, describeSeamlessConformance } from './conformance/conformance-suite';
import { launchPlayer, type WiredVendor, wireVendor } from './conformance/wired-vendor';

type Wired = WiredVendor;

/** The harness of one wired vendor; `other` is a second vendor (calls it must not be able to make). */
function harnessFor(app: FastifyInstance, origin: string, wired: Wired, other: Wired): ConformanceHarness {
  const staff = () => staffAuth(app);
  async function admin<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) {
    const headers = { ...(await staff()), ...(key ? { 'idempotency-key': key } : {}) };
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return response.json<{ success: boolean; code: string; value: T }>();
  }
  return {
    client: wired.client,
    wrongSecretClient: new SeamlessClient(wired.vendor.code, `${wired.secret}x`, wired.transport),
    otherVendorClient: other.client,
    gameCode: wired.game.gameCode,
    async post(path, body, headers) {
      const response = await fetch(`${origin}${path}`, { method: 'POST', body, headers });
      const envelope = (await response.json()) as { code: string };
      return { status: response.status, code: envelope.code };
    },
    launch: (balance) => launchPlayer(app, wired, balance),
    async expireSession(sessionToken) {
      await app.db
        .update(vendorSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(vendorSessions.sessionTokenHash, hashToken(sessionToken)));
    },
    async suspendPlayer(accountId) {
      await app.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, accountId));
    },
    async setStatus(target, status) {
      if (target === 'vendor') await app.db.update(vendors).set({ status }).where(eq(vendors.id, wired.vendor.id));
      else await app.db.update(games).set({ status }).where(eq(games.id, wired.game.id));
      catalogueChanged(app);
    },
    async ledgerTotal(currency) {
      const sums = await balanceSumsByCurrency(app.db);
      return sums.find((sum) => sum.currency === currency)?.total ?? 0n;
    },
    limits: {
      async setCeiling(target, values) {
        const row = {
          maxWinMultiple: values.maxWinMultiple ?? null,
          maxWinMinor: values.maxWinMinor ?? null,
          maxBalanceMinor: values.maxBalanceMinor ?? null,
        };
        if (target === 'vendor') {
          await app.db
            .update(vendors)
            .set({
              maxWinMultiple: row.maxWinMultiple ?? 10_000,
              maxWinMinor: row.maxWinMinor ?? 100_000_000_000n,
              maxBalanceMinor: row.maxBalanceMinor ?? 10_000_000_000_000n,
            })
            .where(eq(vendors.id, wired.vendor.id));
          catalogueChanged(app);
          return;
        }
        // A game's overrides as staff set them: the back office's game form (PUT), which drops the cached records.
        const [game] = await app.db.select().from(games).where(eq(games.id, wired.game.id));
        if (!game) throw new Error('game missing');
        const money = (minor: bigint | null) => (minor === null ? null : minorToDecimal(minor));
        const saved = await admin<GameAdmin>('PUT', `/api/admin/games/${game.id}`, {
          vendorCode: wired.vendor.code,
          gameCode: game.gameCode,
          name: game.name,
          gameType: game.gameType,
          status: game.status,
          minBet: minorToDecimal(game.minBetMinor),
          maxWinMultiple: row.maxWinMultiple,
          maxWin: money(row.maxWinMinor),
          maxBalance: money(row.maxBalanceMinor),
        });
        if (!saved.success) throw new Error(`game not saved: ${saved.code}`);
        expect(saved.value).toMatchObject({ maxWin: money(row.maxWinMinor), maxBalance: money(row.maxBalanceMinor) });
      },
      async setOverLimitWins(mode) {
        const merchant = await findMerchantByCode(app.db, DEMO_MERCHANT_CODE);
        if (!merchant) throw new Error('demo merchant missing');
        const current = await admin<{
          largeWinThreshold: { amount: string } | null;
          kycWithdrawalThreshold: { amount: string } | null;
        }>('GET', `${RISK_API.admin.settings}?merchantId=${merchant.id}`);
        const saved = await admin<RiskSettings>('PUT', RISK_API.admin.settings, {
          merchantId: merchant.id,
          largeWinThreshold: current.value.largeWinThreshold?.amount ?? null,
          kycWithdrawalThreshold: current.value.kycWithdrawalThreshold?.amount ?? null,
          overLimitWins: mode,
        });
        if (!saved.success) throw new Error(`risk settings not saved: ${saved.code}`);
      },
      async flagsOf(accountId, status = 'open') {
        const page = await admin<RiskFlagPage>(
          'GET',
          `${RISK_API.admin.flags}?accountId=${accountId}&kind=win_over_limit&status=${status}`,
        );
        return page.value.list;
      },
      async decide(flagId, decision, key) {
        const answer = await admin<RiskFlag>(
          'POST',
          RISK_API.admin.decide(flagId),
          { decision, reason: decision === 'clear' ? 'Checked with the vendor: pay' : 'Game fault: void' },
          key,
        );
        return { success: answer.success, code: answer.code, status: answer.value?.status };
      },
      async freshVendor() {
        return harnessFor(app, origin, await wireVendor(app, origin), other);
      },
    },
  };
}

describeEachDatabase('seamless-wallet conformance', (use) => {
  let harness: ConformanceHarness | undefined;

  beforeAll(async () => {
    const { app } = use();
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const wired = await wireVendor(app, origin);
    const other = await wireVendor(app, origin);
    harness = harnessFor(app, origin, wired, other);
  });

  afterAll(() => {
    harness = undefined;
  });

  describeSeamlessConformance('the platform wallet over signed HTTP', () => {
    if (!harness) throw new Error('harness used before setup');
    return harness;
  });
});
