import { ok } from '@fortuna/contracts/envelope';
import { MEMBER_COUNTS_EVENT, MISSIONS_API } from '@fortuna/contracts/missions';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAccountsByIds } from '../ledger/ledger.repo';
import { useMerchantContext } from '../merchants/merchant-context';
import { languageOrDefault } from '../merchants/merchant-site';
import { memberOf, requireRealMember } from '../sessions/member-auth';
import { findAccountById } from '../sessions/sessions.repo';
import { memberRoom } from '../wallet/balance-events';
import { claimableMissionCount, memberLeaderboards, missionSummary } from './missions.service';
import { findActivePromotions } from './promotions.repo';

const tags = ['Promotions'];
const languageQuery = z.object({ language: z.string().max(8).optional() });

/** Spec §7 mission summary and mission leaderboard. Mission rewards are claimed with the promotion claim call. */
export const missionsMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  useMerchantContext(app);
  app.addHook('onRequest', requireRealMember);
  app.get(
    MISSIONS_API.summary,
    { schema: { tags, summary: 'Your missions of the running periods with progress', querystring: languageQuery } },
    async (request) =>
      ok(await missionSummary(app, memberOf(request), languageOrDefault(request.query.language, request.merchant))),
  );
  app.get(
    MISSIONS_API.leaderboard,
    {
      schema: {
        tags,
        summary: 'Running leaderboards: standings, your rank and past winners',
        querystring: languageQuery,
      },
    },
    async (request) =>
      ok(await memberLeaderboards(app, memberOf(request), languageOrDefault(request.query.language, request.merchant))),
  );
};

/** How long after a member's money moved their counts are pushed (a round's bet and its win push once). */
const PUSH_DELAY_MS = 300;
/** How long whether a merchant runs missions is remembered. */
const MERCHANT_TTL_MS = 30_000;

/**
 * The mission badge (missionCount) and its live updates: after a ledger operation touching a member of a
 * merchant that runs missions (a round settling, a deposit credited, a reward paid), the member's counts are
 * pushed to their sockets (`member:counts`), at most one push per member per short delay.
 */
export function registerMissionCounter(app: FastifyInstance): void {
  app.memberCounters.register('missionCount', async (_db, accountId) => {
    const member = await findAccountById(app.db, accountId);
    return member ? claimableMissionCount(app, member) : 0;
  });
  const owners = new Map<number, { memberId: number | null; merchantId: number }>();
  const runsMissions = new Map<number, { value: boolean; expiresAt: number }>();
  const waiting = new Map<number, ReturnType<typeof setTimeout>>();

  async function merchantRunsMissions(merchantId: number): Promise<boolean> {
    const cached = runsMissions.get(merchantId);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const value = (await findActivePromotions(app.db, merchantId)).some((row) => row.rule.kind === 'mission');
    runsMissions.set(merchantId, { value, expiresAt: Date.now() + MERCHANT_TTL_MS });
    return value;
  }

  function schedulePush(memberId: number): void {
    if (waiting.has(memberId)) return;
    const timer = setTimeout(() => {
      waiting.delete(memberId);
      app.memberCounters
        .countsFor(app.db, memberId)
        .then((counts) => app.realtime.io.to(memberRoom(memberId)).emit(MEMBER_COUNTS_EVENT, counts))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not push member counts'));
    }, PUSH_DELAY_MS);
    timer.unref();
    waiting.set(memberId, timer);
  }

  app.ledger.onApplied((result) => {
    const ids = result.transfers.flatMap((transfer) => [transfer.debitAccountId, transfer.creditAccountId]);
    void (async () => {
      const missing = ids.filter((id) => !owners.has(id));
      if (missing.length > 0)
        for (const row of await findAccountsByIds(app.db, missing))
          owners.set(row.id, {
            memberId: row.ownerType === 'account' ? row.ownerId : null,
            merchantId: row.merchantId,
          });
      const members = new Map<number, number>();
      for (const id of ids) {
        const owner = owners.get(id);
        if (owner?.memberId) members.set(owner.memberId, owner.merchantId);
      }
      for (const [memberId, merchantId] of members) if (await merchantRunsMissions(merchantId)) schedulePush(memberId);
    })().catch((error: unknown) => app.log.warn({ err: error }, 'could not follow member counts'));
  });
  app.addHook('onClose', async () => {
    for (const timer of waiting.values()) clearTimeout(timer);
  });
}
