import type { Envelope } from '@fortuna/contracts/envelope';
import { VN_LOTTERY_PATHS, type VnResult } from '@fortuna/contracts/lottery-vn';
import { layoutOf, type PrizeSet, type VnRegion } from '@fortuna/games/lottery/regional-result';
import type { FastifyInstance } from 'fastify';
import { staffAuth } from '../../../test/test-app';
import type { LotteryDeps } from '../lottery-context';
import { approveVnResult, enterVnResult } from './vn-results';

/**
 * A well-formed result of a region: every prize at its count and digit length, numbers counting up from
 * `seed` so no two-digit end repeats by accident; `overrides` replace whole prizes.
 */
export function regionResult(region: VnRegion, overrides: PrizeSet = {}, seed = 10): PrizeSet {
  let next = seed;
  const result: PrizeSet = {};
  for (const tier of layoutOf(region)) {
    result[tier.prize] = Array.from({ length: tier.count }, () => {
      next = (next + 1) % 100;
      return `${'7'.repeat(tier.digits - 2)}${String(next).padStart(2, '0')}`;
    });
  }
  return { ...result, ...overrides };
}

/** The back office's calls as a given staff member (the demo `admin` enters, the demo `trader` approves). */
export function backOffice(app: FastifyInstance, username: 'admin' | 'trader') {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const answer = await app.inject({
      method,
      url,
      payload: payload as object,
      headers: await staffAuth(app, username),
    });
    return answer.json<Envelope<T>>();
  };
  return {
    enter: (drawId: number, prizes: unknown) =>
      call<VnResult>('POST', VN_LOTTERY_PATHS.admin.results(String(drawId)), { prizes }),
    approve: (resultId: string) => call<VnResult>('POST', VN_LOTTERY_PATHS.admin.approve(resultId)),
    reject: (resultId: string) => call<VnResult>('POST', VN_LOTTERY_PATHS.admin.reject(resultId)),
    voidDraw: (drawId: number) => call<null>('POST', VN_LOTTERY_PATHS.admin.void(String(drawId))),
    setCutoff: (merchantId: number, cutoffMinutes: number) =>
      call<unknown>('PUT', `${VN_LOTTERY_PATHS.admin.rules}?merchantId=${merchantId}`, { cutoffMinutes }),
    call,
  };
}

const ENTERER = { staffId: 0, username: 'results-desk', ip: '' };
const APPROVER = { staffId: 0, username: 'results-approver', ip: '' };

/**
 * Enters a draw's result and has a second staff member approve it, as the back office would: the draw settles
 * at once (what the wallet refuses is left to the settlement job).
 */
export async function approvedResult(deps: LotteryDeps, drawId: number, prizes: PrizeSet): Promise<void> {
  const entered = await enterVnResult(deps, { actor: ENTERER }, drawId, prizes);
  await approveVnResult(deps, { actor: APPROVER }, entered.id);
}
