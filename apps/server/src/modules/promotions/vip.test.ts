import { type MemberVip, VIP_API, type VipLevel, type VipLevelInput } from '@fortuna/contracts/vip';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog, ledgerTransfers, merchants } from '../../db/schema/index';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { merchantsChanged } from '../merchants/merchant-context';
import {
  expectLedgerSound,
  financeAuth,
  fundedMember,
  get,
  settledRound,
  staffWithRole,
  walletOf,
} from '../payments/payments.test-helpers';
import { basisPointsToPercent, keptRank, newlyReachedRanks, percentToBasisPoints, rankReached } from './vip-levels';

type Auth = Record<string, string>;

function level(names: [string, string], validBet: string, deposit: string, upgradeBonus: string): VipLevelInput {
  return {
    names: { EN: names[0], TY: names[1] },
    validBetThreshold: validBet,
    depositThreshold: deposit,
    upgradeBonus,
    monthlyBonus: '0',
    rebateRates: { RNG: '0.8', LIVE: '0.5' },
  };
}

const TABLE = [
  level(['Bronze', 'Đồng'], '1000', '0', '50'),
  level(['Silver', 'Bạc'], '5000', '0', '200'),
  level(['Gold', 'Vàng'], '20000', '0', '1000'),
];

async function putTable(app: FastifyInstance, auth: Auth, merchantId: number, levels: VipLevelInput[]) {
  const response = await app.inject({
    method: 'PUT',
    url: `${VIP_API.admin.levels}?merchantId=${merchantId}`,
    headers: auth,
    payload: { levels },
  });
  return { status: response.statusCode, body: response.json() };
}

const vipOf = async (app: FastifyInstance, auth: Auth, language = 'TY') =>
  (await get<MemberVip>(app, `${VIP_API.member}?language=${language}`, auth)).body.value;

async function upgradeTransfers(app: FastifyInstance, accountId: number) {
  return app.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, 'bonus'), like(ledgerTransfers.idempotencyKey, `%vip-upgrade:${accountId}:%`)));
}

it('levels: the highest rank both thresholds reach, kept once reached, every level passed pays', () => {
  const levels = [
    { rank: 1, validBetThresholdMinor: 100n, depositThresholdMinor: 0n },
    { rank: 2, validBetThresholdMinor: 500n, depositThresholdMinor: 50n },
  ];
  expect(rankReached(levels, { validBetMinor: 99n, depositMinor: 0n })).toBe(0);
  expect(rankReached(levels, { validBetMinor: 100n, depositMinor: 0n })).toBe(1);
  expect(rankReached(levels, { validBetMinor: 900n, depositMinor: 49n })).toBe(1);
  expect(rankReached(levels, { validBetMinor: 500n, depositMinor: 50n })).toBe(2);
  expect(keptRank(1, [2])).toBe(2);
  expect(newlyReachedRanks(3, [1])).toEqual([2, 3]);
  expect(percentToBasisPoints('0.8')).toBe(80);
  expect(percentToBasisPoints('1.25')).toBe(125);
  expect(basisPointsToPercent(80)).toBe('0.8');
  expect(basisPointsToPercent(1000)).toBe('10');
});

describeEachDatabase('VIP levels', (use) => {
  it('the back office table: finance reads, only operators write; bad tables are clear errors; members cannot reach it', async () => {
    const { app } = use();
    const { merchant, auth } = await fundedMember(app);
    const finance = await financeAuth(app);
    const seeded = await get<VipLevel[]>(app, `${VIP_API.admin.levels}?merchantId=${merchant.id}`, finance);
    expect(seeded.body.value.map((row) => row.names.TY)).toEqual(['Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương']);
    expect(seeded.body.value[0]?.rebateRates.RNG).toBe('0.5');
    expect((await putTable(app, finance, merchant.id, TABLE)).status).toBe(403);
    const admin = await staffAuth(app);
    const backwards = [TABLE[1], TABLE[0]].filter((row) => row !== undefined);
    expect((await putTable(app, admin, merchant.id, backwards)).status).toBe(400);
    const badRate = [{ ...level(['A', 'B'], '1', '0', '0'), rebateRates: { RNG: '12' } }];
    expect((await putTable(app, admin, merchant.id, badRate)).status).toBe(400);
    const badName = [level(['', 'B'], '1', '0', '0')];
    expect((await putTable(app, admin, merchant.id, badName)).status).toBe(400);
    expect((await putTable(app, admin, 999_999, TABLE)).body.code).toBe('UNKNOWN_MERCHANT');
    expect((await get(app, `${VIP_API.admin.levels}?merchantId=${merchant.id}`, auth)).status).toBe(401);
    const unchanged = await get<VipLevel[]>(app, `${VIP_API.admin.levels}?merchantId=${merchant.id}`, finance);
    expect(unchanged.body.value).toHaveLength(5);
  });

  it('at the boundary: one minor unit short is no level; reaching it pays the upgrade bonus once, even read 10 times at once', async () => {
    const { app } = use();
    const { member, merchant, auth } = await fundedMember(app);
    const operator = await staffWithRole(app, 'operator');
    expect((await putTable(app, operator, merchant.id, TABLE)).body.success).toBe(true);

    await settledRound(app, member.id, 99_999n);
    const below = await vipOf(app, auth);
    expect(below).toMatchObject({ hasVip: false, vipRankLevel: 0, vipLabelName: '', validBet: { amount: '999.99' } });
    expect((await walletOf(app, member.id)).balance).toBe(0n);

    await settledRound(app, member.id, 1n);
    const reads = await Promise.all(Array.from({ length: 10 }, () => vipOf(app, auth)));
    expect(reads.every((vip) => vip.vipRankLevel === 1 && vip.vipLabelName === 'Đồng' && vip.hasVip)).toBe(true);
    expect((await walletOf(app, member.id)).balance).toBe(5_000n);
    expect(await upgradeTransfers(app, member.id)).toHaveLength(1);
    expect((await vipOf(app, auth, 'EN')).vipLabelName).toBe('Bronze');

    // Jumping from Bronze past Silver to Gold pays Silver's and Gold's bonuses, each once.
    await settledRound(app, member.id, 1_900_000n);
    const gold = await vipOf(app, auth);
    expect(gold).toMatchObject({ vipRankLevel: 3, vipLabelName: 'Vàng' });
    expect(gold.upgrades.map((upgrade) => upgrade.rank)).toEqual([3, 2, 1]);
    expect((await walletOf(app, member.id)).balance).toBe(5_000n + 20_000n + 100_000n);
    expect(await upgradeTransfers(app, member.id)).toHaveLength(3);
    await expectLedgerSound(app);
  });

  it('keep-level: raising the thresholds later keeps the level reached; the switch off hides VIP', async () => {
    const { app } = use();
    const { member, merchant, auth } = await fundedMember(app);
    const operator = await staffWithRole(app, 'operator');
    await putTable(app, operator, merchant.id, TABLE);
    await settledRound(app, member.id, 600_000n);
    expect((await vipOf(app, auth)).vipRankLevel).toBe(2);
    const harder = TABLE.map((row) => ({ ...row, validBetThreshold: `${Number(row.validBetThreshold) * 100}` }));
    expect((await putTable(app, operator, merchant.id, harder)).body.success).toBe(true);
    const kept = await vipOf(app, auth);
    expect(kept).toMatchObject({ vipRankLevel: 2, vipLabelName: 'Bạc' });
    expect(kept.levels.map((row) => row.isReached)).toEqual([true, true, false]);
    expect((await walletOf(app, member.id)).balance).toBe(25_000n);

    const audited = await app.db.select().from(auditLog).where(eq(auditLog.action, 'promotion.vip.levels.update'));
    expect(audited.length).toBeGreaterThanOrEqual(2);

    const whitelabel = { ...merchant.whitelabel, vip: false };
    await app.db.update(merchants).set({ whitelabel }).where(eq(merchants.id, merchant.id));
    merchantsChanged(app);
    expect(await vipOf(app, auth)).toMatchObject({ hasVip: false, vipRankLevel: 0, levels: [] });
    await app.db.update(merchants).set({ whitelabel: merchant.whitelabel }).where(eq(merchants.id, merchant.id));
    merchantsChanged(app);
  });
});
