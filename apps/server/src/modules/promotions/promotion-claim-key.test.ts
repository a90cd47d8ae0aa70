import { type MemberPromotion, PROMOTIONS_API } from '@fortuna/contracts/promotions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/index';
import { describeEachDatabase } from '../../test/test-app';
import { expectLedgerSound, fundedMember, get, newKey, post, walletOf } from '../payments/payments.test-helpers';

type Auth = Record<string, string>;

async function promotionOfKind(app: FastifyInstance, auth: Auth, kind: MemberPromotion['kind']) {
  const listed = (await get<MemberPromotion[]>(app, PROMOTIONS_API.member, auth)).body.value;
  const found = listed.find((promotion) => promotion.kind === kind);
  if (!found) throw new Error(`no ${kind} promotion`);
  return found;
}

const claimWithKey = (app: FastifyInstance, auth: Auth, id: number, key: string | null) =>
  post<MemberPromotion>(app, PROMOTIONS_API.claim(id), {}, auth, key);

describeEachDatabase('promotion claims with an idempotency key', (use) => {
  it('the same key sent 10 times at once answers the first claim every time and pays once', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app);
    const checkIn = await promotionOfKind(app, auth, 'daily_checkin');
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => claimWithKey(app, auth, checkIn.id, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.every((answer) => answer.body.value.state === 'issued' && answer.body.value.streakDays === 1)).toBe(
      true,
    );
    expect((await walletOf(app, member.id)).balance).toBe(500_000n);
    const paid = await app.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'bonus'), eq(ledgerTransfers.reference, `promo:${checkIn.id}`)));
    expect(paid.filter((transfer) => transfer.idempotencyKey.includes(`:${member.id}:`))).toHaveLength(1);

    // A retry later with the key answers the same; a new key finds the period claimed.
    expect((await claimWithKey(app, auth, checkIn.id, key)).body.value.state).toBe('issued');
    expect((await claimWithKey(app, auth, checkIn.id, newKey())).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    expect((await walletOf(app, member.id)).balance).toBe(500_000n);
    await expectLedgerSound(app);
  });

  it('a claim without a key, or with a key used on another promotion, is refused and pays nothing', async () => {
    const { app } = use();
    const { member, auth } = await fundedMember(app);
    const checkIn = await promotionOfKind(app, auth, 'daily_checkin');
    const firstDeposit = await promotionOfKind(app, auth, 'first_deposit');
    const missing = await claimWithKey(app, auth, checkIn.id, null);
    expect(missing).toMatchObject({ status: 400, body: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
    const badKey = await claimWithKey(app, auth, checkIn.id, 'short');
    expect(badKey.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await walletOf(app, member.id)).balance).toBe(0n);

    const key = newKey();
    expect((await claimWithKey(app, auth, checkIn.id, key)).body.success).toBe(true);
    const reused = await claimWithKey(app, auth, firstDeposit.id, key);
    expect(reused).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect((await walletOf(app, member.id)).balance).toBe(500_000n);
  });
});
