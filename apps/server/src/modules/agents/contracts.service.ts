import { isAgentType } from '@fortuna/contracts/accounts';
import type {
  AdminContractOffer,
  Contract,
  ContractKind,
  ContractListQuery,
  ContractOffer,
  ContractSummary,
  ContractTierInput,
} from '@fortuna/contracts/agents';
import { parseAmountText } from '@fortuna/contracts/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { StoredTier } from '../../db/schema/agents';
import { agentContracts } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AccountRow } from '../sessions/sessions.repo';
import { findAccountById } from '../sessions/sessions.repo';
import { presentContract, presentContracts } from './agents.present';
import { type ContractChange, sendContractMessages } from './contract-messages';
import {
  type ContractRow,
  contractInForce,
  findContract,
  insertContract,
  listContracts,
  liveContractsFrom,
  openOffer,
  partyFilter,
  updateContract,
  usernamesOf,
} from './contracts.repo';
import { maxRateOf, type Tier, tiersRise } from './settlement-math';

/** Told of every contract change, after its commit, with the accounts on both sides (live updates). */
export type ContractListener = (contract: Contract, accountIds: number[]) => void;

export interface ContractDeps {
  db: Db;
  onContractChange?: ContractListener;
}

function tiersFrom(inputs: readonly ContractTierInput[]): { stored: StoredTier[]; maxRateBp: number } {
  const tiers: Tier[] = inputs.map((input) => {
    const figure = parseAmountText(input.minTeamFigure);
    if (figure === null || figure < 0n) throw new AppError('CONTRACT_TIERS_INVALID');
    return { minActiveMembers: input.minActiveMembers, minTeamFigureMinor: figure, rateBp: input.rateBp };
  });
  if (!tiersRise(tiers)) throw new AppError('CONTRACT_TIERS_INVALID');
  return {
    stored: tiers.map((tier) => ({
      minActiveMembers: tier.minActiveMembers,
      minTeamFigureMinor: tier.minTeamFigureMinor.toString(),
      rateBp: tier.rateBp,
    })),
    maxRateBp: maxRateOf(tiers),
  };
}

async function announce(deps: ContractDeps, rows: readonly ContractRow[]): Promise<void> {
  if (!deps.onContractChange || rows.length === 0) return;
  for (const contract of await presentContracts(deps.db, rows)) {
    const sides = [contract.downline.id, ...(contract.upline ? [contract.upline.id] : [])];
    deps.onContractChange(contract, sides);
  }
}

/** Runs a change in one transaction, then answers the first changed contract and tells both sides. */
async function change(deps: ContractDeps, work: (tx: Tx) => Promise<ContractChange[]>): Promise<Contract> {
  const rows = await inTransaction(deps.db, async (tx) => {
    const changes = await work(tx);
    await sendContractMessages(tx, changes);
    return changes.map((changed) => changed.row);
  });
  const [first] = rows;
  if (!first) throw new Error('a contract change changed nothing');
  await announce(deps, rows);
  const names = await usernamesOf(deps.db, [first.downlineId, ...(first.uplineId === null ? [] : [first.uplineId])]);
  return presentContract(first, names);
}

/** Ends a contract at once. */
async function endNow(tx: Tx, id: number): Promise<ContractChange> {
  const row = await updateContract(tx, id, { status: 'terminated', endedAt: new Date(), requestedBy: null });
  return { row, event: 'ended' };
}

/** Ends the downline's contracts of a kind whose rate is now above what it holds itself. */
async function endContractsAbove(
  tx: Tx,
  agentId: number,
  kind: ContractKind,
  maxRateBp: number,
): Promise<ContractChange[]> {
  const ended: ContractChange[] = [];
  for (const row of await liveContractsFrom(tx, agentId, kind)) {
    if (row.maxRateBp > maxRateBp) {
      ended.push(await endNow(tx, row.id));
    }
  }
  return ended;
}

/**
 * A new contract request from an agent to a direct downline agent. The rate may not exceed the agent's
 * own contract of the kind. A rate below the downline's contract in force ends that contract, but only
 * once the agent confirms; otherwise the offer waits beside it until the downline accepts.
 */
export async function offerContract(deps: ContractDeps, agent: AccountRow, offer: ContractOffer): Promise<Contract> {
  const { stored, maxRateBp } = tiersFrom(offer.tiers);
  const downline = await findAccountById(deps.db, offer.downlineId);
  if (!downline || downline.uplineId !== agent.id || downline.merchantId !== agent.merchantId) {
    throw new AppError('NOT_A_DOWNLINE');
  }
  if (!isAgentType(downline.type)) throw new AppError('NOT_AN_AGENT_DOWNLINE');
  return change(deps, async (tx) => {
    const own = await contractInForce(tx, agent.id, offer.kind, true);
    if (!own) throw new AppError('CONTRACT_UPLINE_HAS_NONE');
    if (maxRateBp > own.maxRateBp) throw new AppError('CONTRACT_ABOVE_UPLINE_RATE');
    if (await openOffer(tx, downline.id, offer.kind)) throw new AppError('CONTRACT_REQUEST_PENDING');
    const current = await contractInForce(tx, downline.id, offer.kind, true);
    const changed: ContractChange[] = [];
    if (current && maxRateBp < current.maxRateBp) {
      if (!offer.confirmLowerRate) throw new AppError('CONTRACT_LOWER_RATE_CONFIRM');
      changed.push(await endNow(tx, current.id));
      changed.push(...(await endContractsAbove(tx, downline.id, offer.kind, maxRateBp)));
    }
    const created = await insertContract(tx, {
      merchantId: agent.merchantId,
      kind: offer.kind,
      period: offer.kind === 'dividend' ? (offer.period ?? 'monthly') : null,
      uplineId: agent.id,
      downlineId: downline.id,
      status: 'offered',
      tiers: stored,
      maxRateBp,
      requestedBy: 'upline',
    });
    return [{ row: created, event: 'offered' }, ...changed];
  });
}

/** The platform's contract for an agent without an agent above it (back office). */
export async function offerPlatformContract(deps: ContractDeps, offer: AdminContractOffer): Promise<Contract> {
  const { stored, maxRateBp } = tiersFrom(offer.tiers);
  const agent = await findAccountById(deps.db, offer.agentId);
  if (!agent || agent.merchantId !== offer.merchantId)
    throw new AppError('ACCOUNT_NOT_FOUND', 'No such agent at this merchant');
  if (!isAgentType(agent.type)) throw new AppError('NOT_AN_AGENT_DOWNLINE', 'Contracts are only for agents');
  const upline = agent.uplineId === null ? undefined : await findAccountById(deps.db, agent.uplineId);
  if (upline && isAgentType(upline.type)) {
    throw new AppError('FORBIDDEN', 'This agent has an agent above it: its upline offers its contracts');
  }
  return change(deps, async (tx) => {
    if (await openOffer(tx, agent.id, offer.kind)) throw new AppError('CONTRACT_REQUEST_PENDING');
    const created = await insertContract(tx, {
      merchantId: agent.merchantId,
      kind: offer.kind,
      period: offer.kind === 'dividend' ? (offer.period ?? 'monthly') : null,
      uplineId: null,
      downlineId: agent.id,
      status: 'offered',
      tiers: stored,
      maxRateBp,
      requestedBy: 'platform',
    });
    return [{ row: created, event: 'offered' }];
  });
}

type Side = 'upline' | 'downline';

function sideOf(row: ContractRow, agentId: number): Side {
  if (row.downlineId === agentId) return 'downline';
  if (row.uplineId === agentId) return 'upline';
  throw new AppError('CONTRACT_NOT_FOUND');
}

async function lockedContract(tx: Tx, id: number, agent: AccountRow): Promise<{ row: ContractRow; side: Side }> {
  const row = await findContract(tx, id, true);
  if (!row || row.merchantId !== agent.merchantId) throw new AppError('CONTRACT_NOT_FOUND');
  return { row, side: sideOf(row, agent.id) };
}

/** Makes an accepted offer the contract in force: the one it replaces ends, and so do downline contracts above it. */
async function putInForce(tx: Tx, offer: ContractRow): Promise<ContractChange[]> {
  const changed: ContractChange[] = [];
  const current = await contractInForce(tx, offer.downlineId, offer.kind, true);
  if (current) changed.push(await endNow(tx, current.id));
  const accepted = await updateContract(tx, offer.id, { status: 'active', acceptedAt: new Date(), requestedBy: null });
  changed.push(...(await endContractsAbove(tx, offer.downlineId, offer.kind, offer.maxRateBp)));
  return [{ row: accepted, event: 'accepted' }, ...changed];
}

/** Accepts the request waiting for the agent: a new contract (downline) or a termination (the other side). */
export async function acceptContract(deps: ContractDeps, agent: AccountRow, id: number): Promise<Contract> {
  return change(deps, async (tx) => {
    const { row, side } = await lockedContract(tx, id, agent);
    if (row.status === 'offered' && side === 'downline') {
      if (row.uplineId !== null) {
        const uplines = await contractInForce(tx, row.uplineId, row.kind);
        if (!uplines)
          throw new AppError('CONTRACT_UPLINE_HAS_NONE', 'Your upline no longer holds a contract of this type');
        if (row.maxRateBp > uplines.maxRateBp) throw new AppError('CONTRACT_ABOVE_UPLINE_RATE');
      }
      return putInForce(tx, row);
    }
    if (row.status === 'terminating' && row.requestedBy !== side) return [await endNow(tx, row.id)];
    throw new AppError('CONTRACT_STATE');
  });
}

/** Turns down the request waiting for the agent: a new contract is rejected, a termination withdrawn. */
export async function rejectContract(deps: ContractDeps, agent: AccountRow, id: number): Promise<Contract> {
  return change(deps, async (tx) => {
    const { row, side } = await lockedContract(tx, id, agent);
    if (row.status === 'offered' && side === 'downline') {
      const rejected = await updateContract(tx, row.id, { status: 'rejected', endedAt: new Date(), requestedBy: null });
      return [{ row: rejected, event: 'rejected' }];
    }
    if (row.status === 'terminating' && row.requestedBy !== side) {
      const kept = await updateContract(tx, row.id, { status: 'active', requestedBy: null });
      return [{ row: kept, event: 'termination_rejected', by: side }];
    }
    throw new AppError('CONTRACT_STATE');
  });
}

/** The upline withdraws its offer at once; either side of a contract in force asks the other to end it. */
export async function terminateContract(deps: ContractDeps, agent: AccountRow, id: number): Promise<Contract> {
  return change(deps, async (tx) => {
    const { row, side } = await lockedContract(tx, id, agent);
    if (row.status === 'offered' && side === 'upline') return [await endNow(tx, row.id)];
    if (row.status === 'active') {
      const asked = await updateContract(tx, row.id, { status: 'terminating', requestedBy: side });
      return [{ row: asked, event: 'termination_requested', by: side }];
    }
    if (row.status === 'terminating') throw new AppError('CONTRACT_REQUEST_PENDING');
    throw new AppError('CONTRACT_STATE');
  });
}

/** Staff end a contract at once (the platform's own, or any on the merchant's behalf). */
export async function terminateByPlatform(
  deps: ContractDeps,
  id: number,
): Promise<{ contract: Contract; merchantId: number }> {
  let merchantId = 0;
  const contract = await change(deps, async (tx) => {
    const row = await findContract(tx, id, true);
    if (!row) throw new AppError('CONTRACT_NOT_FOUND');
    if (row.status === 'rejected' || row.status === 'terminated') throw new AppError('CONTRACT_STATE');
    merchantId = row.merchantId;
    return [await endNow(tx, row.id)];
  });
  return { contract, merchantId };
}

export async function listAgentContracts(db: Db, agent: AccountRow, query: ContractListQuery): Promise<Contract[]> {
  const filters = [partyFilter(agent.id, query.role)];
  if (query.kind) filters.push(eq(agentContracts.kind, query.kind));
  if (query.status) filters.push(eq(agentContracts.status, query.status));
  return presentContracts(db, await listContracts(db, { merchantId: agent.merchantId, where: and(...filters) }));
}

const KIND_FLAGS = {
  realtime: { holds: 'salary', waits: 'realtimesalreqtype', feature: 'contractRealtimeSalary' },
  hourly: { holds: 'hourSalary', waits: 'contracthoursalreq', feature: 'contractHourlySalary' },
  daily: { holds: 'dailySalary', waits: 'dailysalreq', feature: 'contractDailySalary' },
  dividend: { holds: 'enableCt', waits: 'divtypereq', feature: 'contractDividend' },
} as const;

/** The consolidated contract flags of the home state, for the agent centre's menu. */
export async function contractSummary(
  db: Db,
  agent: AccountRow,
  features: Record<(typeof KIND_FLAGS)[ContractKind]['feature'], boolean>,
): Promise<ContractSummary> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(and(partyFilter(agent.id), inArray(agentContracts.status, ['offered', 'active', 'terminating'])));
  const summary: ContractSummary = {
    enableContracts: Object.values(features).some(Boolean),
    dailySalary: false,
    hourSalary: false,
    salary: false,
    enableCt: false,
    dailysalreq: false,
    contracthoursalreq: false,
    realtimesalreqtype: false,
    divtypereq: false,
    waiting: 0,
  };
  for (const row of rows) {
    const flags = KIND_FLAGS[row.kind];
    if (!features[flags.feature]) continue;
    const side = sideOf(row, agent.id);
    if (side === 'downline' && row.status !== 'offered') summary[flags.holds] = true;
    const waitsForMe =
      (row.status === 'offered' && side === 'downline') || (row.status === 'terminating' && row.requestedBy !== side);
    if (waitsForMe) {
      summary[flags.waits] = true;
      summary.waiting += 1;
    }
  }
  return summary;
}
