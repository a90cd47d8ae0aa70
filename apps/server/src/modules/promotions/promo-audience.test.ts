import {
  type AdminPromotion,
  type MemberPromotion,
  PROMOTIONS_API,
  type PromoPreview,
  type PromotionInput,
} from '@fortuna/contracts/promotions';
import { VIP_API } from '@fortuna/contracts/vip';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { memberAuth } from '../../test/member-login';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { agentAccount, memberUnder, playedRound } from '../agents/agents.test-helpers';
import { demoMerchant, fundedMember, get, newKey, post } from '../payments/payments.test-helpers';
import { createPromotion, promotionInput } from './promotions.test-helpers';

type Auth = Record<string, string>;
const applyRule = { kind: 'apply_approve', amount: '5' } as const;

describeEachDatabase('promotion audiences and preview as a member', (use) => {
  const listed = async (app: FastifyInstance, auth: Auth, id: number) =>
    (await get<MemberPromotion[]>(app, `${PROMOTIONS_API.member}?language=EN`, auth)).body.value.some(
      (row) => row.id === id,
    );
  const claim = (app: FastifyInstance, auth: Auth, id: number) =>
    post(app, PROMOTIONS_API.claim(id), {}, auth, newKey());
  const pause = async (app: FastifyInstance, id: number) =>
    post(app, PROMOTIONS_API.admin.status(id), { status: 'paused' }, await staffAuth(app, 'admin'));

  it('a member list: listed members see and claim it; others neither see it nor claim it (a clear code)', async () => {
    const { app } = use();
    const insider = await fundedMember(app);
    const outsider = await fundedMember(app);
    const promotion = await createPromotion(
      app,
      promotionInput(applyRule, { audience: 'member_list', memberUsernames: [insider.member.username.toUpperCase()] }),
    );
    expect(promotion).toMatchObject({ audience: 'member_list', memberUsernames: [insider.member.username] });
    expect(await listed(app, insider.auth, promotion.id)).toBe(true);
    expect(await listed(app, outsider.auth, promotion.id)).toBe(false);
    expect(await claim(app, outsider.auth, promotion.id)).toMatchObject({
      status: 403,
      body: { success: false, code: 'PROMOTION_FOR_LISTED_MEMBERS' },
    });
    expect((await claim(app, insider.auth, promotion.id)).body.success).toBe(true);
    // Visitors are not shown targeted promotions.
    const publicList = await get<MemberPromotion[]>(app, PROMOTIONS_API.list, {});
    expect(publicList.body.value.some((row) => row.id === promotion.id)).toBe(false);
    await pause(app, promotion.id);
  });

  it('VIP levels, new members within N days and agents’ teams', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    // VIP: levels 2 and 3 only (the demo table: level 1 at 1,000,000 of valid bet, level 2 at 50,000,000 and deposits).
    const vipOnly = await createPromotion(app, promotionInput(applyRule, { audience: 'vip_levels', vipRanks: [2, 3] }));
    const low = await fundedMember(app);
    await playedRound(app, low.member.id, { stake: 1_000_000_00n, closedAt: new Date() });
    expect((await get(app, `${VIP_API.member}`, low.auth)).body).toMatchObject({ value: { vipRankLevel: 1 } });
    expect(await listed(app, low.auth, vipOnly.id)).toBe(false);
    expect((await claim(app, low.auth, vipOnly.id)).body.code).toBe('PROMOTION_FOR_VIP_LEVELS');

    // New members: registered within 7 days.
    const fresh = await createPromotion(app, promotionInput(applyRule, { audience: 'new_members', newMemberDays: 7 }));
    const recent = await fundedMember(app);
    const old = await fundedMember(app);
    await app.db
      .update(accounts)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(accounts.id, old.member.id));
    expect(await listed(app, recent.auth, fresh.id)).toBe(true);
    expect((await claim(app, old.auth, fresh.id)).body.code).toBe('PROMOTION_FOR_NEW_MEMBERS');
    expect((await claim(app, recent.auth, fresh.id)).body.success).toBe(true);

    // Agents' teams: members anywhere under the chosen agent, not the agent's other branches.
    const agent = await agentAccount(app, null);
    const subAgent = await agentAccount(app, agent.id);
    const deep = await memberUnder(app, subAgent.id);
    const elsewhere = await memberUnder(app, (await agentAccount(app, null)).id);
    const team = await createPromotion(
      app,
      promotionInput(applyRule, { audience: 'agent_teams', agentUsernames: [agent.username] }),
    );
    const deepAuth = await memberAuth(app, deep.username);
    const elsewhereAuth = await memberAuth(app, elsewhere.username);
    expect(await listed(app, deepAuth, team.id)).toBe(true);
    expect((await claim(app, elsewhereAuth, team.id)).body.code).toBe('PROMOTION_FOR_AGENT_TEAMS');

    // Bad audiences: a member named as agent, an unknown member, no levels chosen.
    const admin = await staffAuth(app, 'admin');
    const create = (input: PromotionInput) =>
      post<AdminPromotion>(app, `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`, input, admin);
    expect(
      await create(promotionInput(applyRule, { audience: 'agent_teams', agentUsernames: [deep.username] })),
    ).toMatchObject({ status: 400, body: { code: 'PROMOTION_AUDIENCE_UNKNOWN_ACCOUNT' } });
    expect(
      await create(promotionInput(applyRule, { audience: 'member_list', memberUsernames: ['nobody-here'] })),
    ).toMatchObject({ status: 400, body: { code: 'PROMOTION_AUDIENCE_UNKNOWN_ACCOUNT' } });
    expect(await create(promotionInput(applyRule, { audience: 'vip_levels', vipRanks: [] }))).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    for (const id of [vipOnly.id, fresh.id, team.id]) await pause(app, id);
  });

  it('preview as a member: the card in the chosen language with the member’s state, nothing saved; staff only', async () => {
    const { app } = use();
    const merchant = await demoMerchant(app);
    const member = await fundedMember(app);
    const admin = await staffAuth(app, 'admin');
    const url = `${PROMOTIONS_API.admin.preview}?merchantId=${merchant.id}`;
    const draft = promotionInput(
      {
        kind: 'raffle',
        source: 'valid_bet',
        ticketEvery: '10',
        prizeTiers: [{ prize: '100', winners: 1 }],
        needsClaim: true,
      },
      {
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    );
    await playedRound(app, member.member.id, { stake: 35_00n, closedAt: new Date(Date.now() - 3_600_000) });
    const before = (await get<AdminPromotion[]>(app, `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`, admin))
      .body.value.length;
    const seen = await post<PromoPreview>(
      app,
      url,
      { username: member.member.username, language: 'TY', promotion: draft },
      admin,
    );
    expect(seen.body.value).toMatchObject({
      isInAudience: true,
      audienceCode: null,
      promotion: { title: 'Bốc thăm may mắn', kind: 'raffle', state: 'process', raffle: { tickets: 3 } },
    });
    const outside = await post<PromoPreview>(
      app,
      url,
      {
        username: member.member.username,
        language: 'EN',
        promotion: { ...draft, audience: 'vip_levels', vipRanks: [5] },
      },
      admin,
    );
    expect(outside.body.value).toMatchObject({
      isInAudience: false,
      audienceCode: 'PROMOTION_FOR_VIP_LEVELS',
      promotion: { title: 'Lucky draw' },
    });
    const unknown = await post(app, url, { username: 'no-such-member', language: 'EN', promotion: draft }, admin);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'PREVIEW_MEMBER_NOT_FOUND' } });
    expect((await post(app, url, { username: 'x', language: 'EN', promotion: draft }, member.auth)).status).toBe(401);
    const finance = await staffAuth(app, 'finance');
    expect((await post(app, url, { username: 'x', language: 'EN', promotion: draft }, finance)).status).toBe(403);
    const after = (await get<AdminPromotion[]>(app, `${PROMOTIONS_API.admin.list}?merchantId=${merchant.id}`, admin))
      .body.value.length;
    expect(after).toBe(before);
  });
});
