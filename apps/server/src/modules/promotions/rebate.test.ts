import { randomBytes } from 'node:crypto';
import { type MemberRebate, REBATE_API, type RebateClaim } from '@fortuna/contracts/rebate';
import { VIP_API, type VipLevelInput } from '@fortuna/contracts/vip';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ledgerTransfers, vendorRounds } from '../../db/schema/index';
import { testGame } from '../../test/rounds';
import { describeEachDatabase } from '../../test/test-app';
import {
  demoMerchant,
  expectLedgerSound,
  fundedMember,
  get,
  newKey,
  post,
  settledRound,
  staffWithRole,
  walletOf,
} from '../payments/payments.test-helpers';
import { mainWallet } from '../wallet/member-wallets';
import { rebateParts } from './rebate-amounts';

type Auth = Record<string, string>;

const LEVELS: VipLevelInput[] = [
  {
    names: { EN: 'Bronze', TY: 'Đồng' },
    validBetThreshold: '1000',
    depositThreshold: '0',
    upgradeBonus: '0',
    monthlyBonus: '0',
    rebateRates: { RNG: '0.8', LIVE: '0.5' },
  },
];

async function useSmallTable(app: FastifyInstance, merchantId: number) {
  const response = await app.inject({
    method: 'PUT',
    url: `${VIP_API.admin.levels}?merchantId=${merchantId}`,
    headers: await staffWithRole(app, 'operator'),
    payload: { levels: LEVELS },
  });
  expect(response.json().success).toBe(true);
}

const rebateOf = async (app: FastifyInstance, auth: Auth) =>
  (await get<MemberRebate>(app, `${REBATE_API.member}?language=TY`, auth)).body.value;
const claim = (app: FastifyInstance, auth: Auth, key = newKey()) =>
  post<RebateClaim>(app, REBATE_API.claim, {}, auth, key);

async function rebateTransfers(app: FastifyInstance, walletId: number) {
  return app.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.reference, 'rebate'), eq(ledgerTransfers.creditAccountId, walletId)));
}

/** A round opened now and settled later (as a vendor's settlement does, by an update). */
async function openRound(app: FastifyInstance, accountId: number, stakeMinor: bigint): Promise<number> {
  const merchant = await demoMerchant(app);
  const { vendorId, gameId } = await testGame(app);
  const [row] = await app.db
    .insert(vendorRounds)
    .values({
      merchantId: merchant.id,
      vendorId,
      roundId: `rebate-${randomBytes(6).toString('hex')}`,
      gameId,
      accountId,
      sessionId: 0,
      isTrial: false,
      currency: merchant.currency,
      stakeMinor,
    })
    .returning();
  if (!row) throw new Error('round not inserted');
  return row.id;
}

const settle = (app: FastifyInstance, roundId: number) =>
  app.db.update(vendorRounds).set({ status: 'settled', closedAt: new Date() }).where(eq(vendorRounds.id, roundId));

it('rebate parts: valid bet since the watermark × the rate, rounded down; areas without a rate pay 0', () => {
  const parts = rebateParts(
    [
      { gameType: 'RNG', validBetMinor: 1_000_199n, claimedValidBetMinor: 1_000_000n },
      { gameType: 'LIVE', validBetMinor: 500n, claimedValidBetMinor: 500n },
      { gameType: 'FISH', validBetMinor: 900n, claimedValidBetMinor: 0n },
    ],
    { RNG: 80 },
  );
  expect(parts).toEqual([
    { gameType: 'FISH', validBetMinor: '900', rateBp: 0, amountMinor: '0' },
    { gameType: 'RNG', validBetMinor: '199', rateBp: 80, amountMinor: '1' },
  ]);
});

describeEachDatabase('manual rebate', (use) => {
  it('shows the accrued rebate by area and pays it once, even claimed 10 times at once; a repeated key answers the first claim', async () => {
    const { app } = use();
    const { member, merchant, auth } = await fundedMember(app);
    await useSmallTable(app, merchant.id);
    expect((await claim(app, auth)).body.code).toBe('REBATE_NOTHING_TO_CLAIM');
    await settledRound(app, member.id, 200_000n);
    const accrued = await rebateOf(app, auth);
    expect(accrued).toMatchObject({
      vipRankLevel: 1,
      vipLabelName: 'Đồng',
      total: { amountMinor: '1600' },
      areas: [{ gameType: 'RNG', validBet: { amountMinor: '200000' }, ratePercent: '0.8' }],
    });

    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(app, auth)));
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'REBATE_NOTHING_TO_CLAIM')).toHaveLength(9);
    expect((await walletOf(app, member.id)).balance).toBe(1_600n);
    expect((await rebateOf(app, auth)).total.amountMinor).toBe('0');

    await settledRound(app, member.id, 50_000n);
    const key = newKey();
    const repeated = await Promise.all(Array.from({ length: 5 }, () => claim(app, auth, key)));
    expect(repeated.map((answer) => answer.body.value?.amount.amountMinor)).toEqual(Array(5).fill('400'));
    expect(new Set(repeated.map((answer) => answer.body.value?.id)).size).toBe(1);
    expect((await walletOf(app, member.id)).balance).toBe(2_000n);
    expect((await rebateOf(app, auth)).claims).toHaveLength(2);
    await expectLedgerSound(app);
  });

  it('a claim racing settling bets never counts a bet twice nor loses one', async () => {
    const { app } = use();
    const { member, merchant, auth } = await fundedMember(app);
    await useSmallTable(app, merchant.id);
    await settledRound(app, member.id, 100_000n);
    const stakes = [10_000n, 20_000n, 30_000n, 40_000n, 50_000n, 60_000n];
    const rounds = await Promise.all(stakes.map((stake) => openRound(app, member.id, stake)));
    // Each settlement races a claim.
    await Promise.all(rounds.flatMap((round) => [settle(app, round), claim(app, auth)]));
    await claim(app, auth);

    const claims = (await rebateOf(app, auth)).claims;
    const rebatedValidBet = claims
      .flatMap((row) => row.parts)
      .reduce((sum, part) => sum + BigInt(part.validBet.amountMinor), 0n);
    const totalValidBet = stakes.reduce((sum, stake) => sum + stake, 100_000n);
    expect(rebatedValidBet).toBe(totalValidBet);
    const paid = claims.reduce((sum, row) => sum + BigInt(row.amount.amountMinor), 0n);
    expect((await walletOf(app, member.id)).balance).toBe(paid);
    const wallet = await mainWallet(app.db, member, merchant);
    expect(await rebateTransfers(app, wallet.id)).toHaveLength(claims.length);
    expect((await rebateOf(app, auth)).total.amountMinor).toBe('0');
    await expectLedgerSound(app);
  });
});
