import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import type { Contract, ContractKind, ContractTierInput } from '@fortuna/contracts/agents';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { vendorRounds } from '../../db/schema/index';
import { createMember } from '../../test/accounts';
import { memberAuth } from '../../test/member-login';
import { testGame } from '../../test/rounds';
import { staffAuth } from '../../test/test-app';
import { demoMerchant, type Envelope } from '../payments/payments.test-helpers';

/** A round that settled at `closedAt` with this stake and payout, recorded as the seamless wallet leaves it. */
export async function playedRound(
  app: FastifyInstance,
  accountId: number,
  round: { stake: bigint; payout?: bigint; closedAt: Date },
): Promise<void> {
  const merchant = await demoMerchant(app);
  const { vendorId, gameId } = await testGame(app);
  await app.db.insert(vendorRounds).values({
    merchantId: merchant.id,
    vendorId,
    roundId: `agents-${randomBytes(8).toString('hex')}`,
    gameId,
    accountId,
    sessionId: 0,
    isTrial: false,
    currency: merchant.currency,
    status: 'settled',
    stakeMinor: round.stake,
    payoutMinor: round.payout ?? 0n,
    hasWin: true,
    closedAt: round.closedAt,
  });
}

export const agentAccount = (app: FastifyInstance, uplineId: number | null) =>
  createMember(app, { type: ACCOUNT_TYPE.AGENT, uplineId });
export const memberUnder = (app: FastifyInstance, uplineId: number) => createMember(app, { uplineId });

export async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(method === 'POST' ? { payload: (payload ?? {}) as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export const flatTier = (rateBp: number): ContractTierInput[] => [{ minActiveMembers: 0, minTeamFigure: '0', rateBp }];

/** The agent signs in and accepts the offer it was sent. */
async function acceptedBy<A extends { username: string }>(app: FastifyInstance, agent: A, offered: Envelope<Contract>) {
  expect(offered.code).toBe('OK');
  const auth = await memberAuth(app, agent.username);
  const accepted = await call<Contract>(app, 'POST', `/wps/agent/contracts/${offered.value.id}/accept`, auth);
  expect(accepted.body.value.status).toBe('active');
  return { agent, auth, contract: accepted.body.value };
}

/** A top-level agent holding an accepted platform contract of `kind`; returns it with its auth header. */
export async function contractedTopAgent(
  app: FastifyInstance,
  kind: ContractKind,
  tiers: ContractTierInput[],
  period?: 'daily' | 'weekly' | 'semimonthly' | 'monthly',
) {
  const merchant = await demoMerchant(app);
  const agent = await agentAccount(app, null);
  const offered = await call<Contract>(app, 'POST', '/api/admin/agents/contracts', await staffAuth(app), {
    merchantId: merchant.id,
    agentId: agent.id,
    kind,
    period,
    tiers,
  });
  return acceptedBy(app, agent, offered.body);
}

/** A downline agent of `upline` holding an accepted contract from it. */
export async function contractedDownline(
  app: FastifyInstance,
  upline: { id: number; auth: Record<string, string> },
  kind: ContractKind,
  tiers: ContractTierInput[],
  period?: 'daily' | 'weekly' | 'semimonthly' | 'monthly',
) {
  const agent = await agentAccount(app, upline.id);
  const offered = await call<Contract>(app, 'POST', '/wps/agent/contracts', upline.auth, {
    downlineId: agent.id,
    kind,
    period,
    tiers,
  });
  return acceptedBy(app, agent, offered.body);
}
