import { z } from 'zod';
import { amountGrammarMessage, amountPattern } from './money';
import { moneySchema } from './wallet';

/**
 * The agent centre: team figures, downlines, contracts between an agent and a downline agent, and the
 * settlements that pay them (docs/agents.md). Rates are basis points (1 bp = 0.01 %): of the team's
 * valid bet for salaries, of the team's net loss to the house for dividends.
 */

/** Contract types (spec §1): real-time salary is settled every 5 minutes. */
export const CONTRACT_KINDS = ['realtime', 'hourly', 'daily', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const contractKindSchema = z.enum(CONTRACT_KINDS);

/** Dividend periods (spec §1). Salaries have their own fixed period (5 minutes, hour, day). */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** Real-time salary window (spec §9: settled every 5 minutes). */
export const REALTIME_WINDOW_MINUTES = 5;

/**
 * offered: a new contract request waiting for the downline; active: in force; terminating: a contract
 * termination request waiting for the other side; rejected, terminated: final.
 */
export const CONTRACT_STATUSES = ['offered', 'active', 'terminating', 'rejected', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Request types of spec §4. */
export const CONTRACT_REQUEST_TYPES = ['new_contract', 'termination'] as const;
export type ContractRequestType = (typeof CONTRACT_REQUEST_TYPES)[number];

export const MAX_RATE_BP = 10_000;
export const MAX_CONTRACT_TIERS = 10;

const money = moneySchema;
const isoTime = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as yyyy-MM-dd');

const figureInput = z.string().regex(amountPattern(), amountGrammarMessage());

/** One tier: reached when the period has at least these active members and this team figure. */
export const contractTierInputSchema = z.object({
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  /** Team valid bet (salaries) or net loss (dividends) the period must reach, as decimal text. */
  minTeamFigure: figureInput,
  rateBp: z.number().int().min(0).max(MAX_RATE_BP),
});
export type ContractTierInput = z.infer<typeof contractTierInputSchema>;

export const contractTierSchema = z.object({
  minActiveMembers: z.number().int(),
  minTeamFigure: money,
  rateBp: z.number().int(),
});
export type ContractTier = z.infer<typeof contractTierSchema>;

/** A new contract request from an upline to one of its direct downline agents. */
export const contractOfferSchema = z
  .object({
    downlineId: z.number().int().positive(),
    kind: contractKindSchema,
    /** Dividends only. */
    period: z.enum(DIVIDEND_PERIODS).optional(),
    tiers: z.array(contractTierInputSchema).min(1, 'Add at least one tier').max(MAX_CONTRACT_TIERS),
    /** Agrees that a rate lower than the downline's current contract terminates that contract. */
    confirmLowerRate: z.boolean().default(false),
  })
  .superRefine((offer, context) => {
    if (offer.kind === 'dividend' && !offer.period) {
      context.addIssue({ code: 'custom', path: ['period'], message: 'Choose the dividend period' });
    }
  });
export type ContractOffer = z.infer<typeof contractOfferSchema>;
export type ContractOfferInput = z.input<typeof contractOfferSchema>;

const partySchema = z.object({ id: z.number().int(), username: z.string() });

export const contractSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  status: z.enum(CONTRACT_STATUSES),
  /** Null for a contract the platform gave a top-level agent. */
  upline: partySchema.nullable(),
  downline: partySchema,
  tiers: z.array(contractTierSchema),
  /** The highest tier rate: what the lower-rate rule and the upline cap compare. */
  maxRateBp: z.number().int(),
  pendingRequest: z.enum(CONTRACT_REQUEST_TYPES).nullable(),
  /** Who sent the pending request. */
  requestedBy: z.enum(['upline', 'downline', 'platform']).nullable(),
  createdAt: isoTime,
  acceptedAt: isoTime.nullable(),
  endedAt: isoTime.nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractListQuerySchema = z.object({
  kind: contractKindSchema.optional(),
  /** downline: contracts where the caller is the downline; upline: those it offered. */
  role: z.enum(['upline', 'downline']).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/**
 * Consolidated contract flags of spec §3 (home state): which contract types the caller holds
 * (dailySalary, hourSalary, salary = real-time, enableCt = dividend) and whether a request of each type
 * waits for it (dailysalreq, contracthoursalreq, realtimesalreqtype, divtypereq).
 */
export const contractSummarySchema = z.object({
  enableContracts: z.boolean(),
  dailySalary: z.boolean(),
  hourSalary: z.boolean(),
  salary: z.boolean(),
  enableCt: z.boolean(),
  dailysalreq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  /** Requests (new contracts or terminations) waiting for the caller's answer. */
  waiting: z.number().int(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

export const dateRangeQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, { message: 'The start date is after the end date', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, {
    message: 'Choose at most a year',
    path: ['to'],
  });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** Figures of a set of members over a period, from the hourly rollups. */
export const teamFiguresSchema = z.object({
  validBet: money,
  stake: money,
  payout: money,
  /** The members' result: payout − stake (negative when the team lost to the house). */
  profitLoss: money,
  deposits: money,
  withdrawals: money,
  bonuses: money,
  activeMembers: z.number().int(),
  betCount: z.number().int(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamOverviewSchema = teamFiguresSchema.extend({
  from: isoDate,
  to: isoDate,
  timeZone: z.string(),
  /** Everyone under the agent, at any depth. */
  members: z.number().int(),
  agents: z.number().int(),
  newMembers: z.number().int(),
  series: z.array(
    z.object({
      day: isoDate,
      validBet: money,
      profitLoss: money,
      deposits: money,
      withdrawals: money,
      activeMembers: z.number().int(),
    }),
  ),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const downlineQuerySchema = z.object({
  /** Whose direct downlines to list: the caller or anyone in its team (default the caller). */
  parentId: z.coerce.number().int().positive().optional(),
  /** Finds accounts anywhere in the team whose username contains it. */
  search: z.string().trim().max(64).optional(),
  from: isoDate,
  to: isoDate,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type DownlineQuery = z.infer<typeof downlineQuerySchema>;

/** A contract as a tree or downline row shows it: its type, state and top rate. */
export const contractChipSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  status: z.enum(CONTRACT_STATUSES),
  maxRateBp: z.number().int(),
});

export const downlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  isAgent: z.boolean(),
  status: z.string(),
  createdAt: isoTime,
  /** Accounts under this one, at any depth. */
  teamSize: z.number().int(),
  /** This account and its team over the range. */
  figures: teamFiguresSchema,
  contracts: z.array(contractChipSchema),
});
export type Downline = z.infer<typeof downlineSchema>;

export const downlinePageSchema = z.object({
  /** From the caller down to the listed parent. */
  path: z.array(partySchema),
  list: z.array(downlineSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type DownlinePage = z.infer<typeof downlinePageSchema>;

export const TEAM_MEMBER_SORTS = ['validBet', 'profitLoss', 'deposits', 'withdrawals'] as const;

export const teamMembersQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  sort: z.enum(TEAM_MEMBER_SORTS).default('validBet'),
  /** asc with profitLoss lists the biggest losers first (user loss report). */
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
});
export type TeamMembersQuery = z.infer<typeof teamMembersQuerySchema>;

export const teamMemberRowSchema = teamFiguresSchema.omit({ activeMembers: true }).extend({
  accountId: z.number().int(),
  username: z.string(),
  uplineUsername: z.string().nullable(),
  /** 1 for a direct downline. */
  depth: z.number().int(),
});
export type TeamMemberRow = z.infer<typeof teamMemberRowSchema>;

export const teamMembersPageSchema = z.object({
  list: z.array(teamMemberRowSchema),
  totals: teamFiguresSchema,
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TeamMembersPage = z.infer<typeof teamMembersPageSchema>;

/** An agent's new downline, registered from the agent centre. */
export const createDownlineSchema = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  password: z.string().min(1, 'Input cannot be empty').max(128),
  kind: z.enum(['member', 'agent']),
  nickname: z.string().trim().max(32).default(''),
});
export type CreateDownline = z.infer<typeof createDownlineSchema>;
export type CreateDownlineInput = z.input<typeof createDownlineSchema>;

export const agentLinksSchema = z.object({
  affiliateCode: z.string(),
  /** Registration links carrying the affiliate code, one per site domain. */
  links: z.array(z.string()),
});
export type AgentLinks = z.infer<typeof agentLinksSchema>;

/**
 * computed: a dividend waiting for the agent's request; requested: waiting for the upline (or the
 * platform) to approve; paid: money moved; nothing: the period earned nothing (or carried a loss).
 */
export const SETTLEMENT_STATUSES = ['paid', 'nothing', 'computed', 'requested'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const settlementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: contractKindSchema,
  agent: partySchema,
  periodStart: isoTime,
  periodEnd: isoTime,
  status: z.enum(SETTLEMENT_STATUSES),
  /** Team valid bet (salaries) or the team's net loss to the house (dividends). */
  teamFigure: money,
  activeMembers: z.number().int(),
  rateBp: z.number().int(),
  /** Rate × team figure, before what the agent's downline agents earn on their own teams. */
  gross: money,
  deductions: z.array(
    z.object({
      downlineId: z.number().int(),
      username: z.string(),
      teamFigure: money,
      rateBp: z.number().int(),
      amount: money,
    }),
  ),
  /** Dividends: loss carried from earlier periods, and what this period carries on (both ≤ 0). */
  carryIn: money,
  carryOut: money,
  amount: money,
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementQuerySchema = z.object({
  kind: contractKindSchema.optional(),
  /** mine: the caller's payouts; downlines: its direct downline agents' (dividend requests to approve). */
  scope: z.enum(['mine', 'downlines']).default('mine'),
  from: isoDate,
  to: isoDate,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

export const settlementPageSchema = z.object({
  list: z.array(settlementSchema),
  total: z.number().int(),
  totalAmount: money,
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type SettlementPage = z.infer<typeof settlementPageSchema>;

// ---------------------------------------------------------------------------------------------
// Back office

export const adminContractOfferSchema = z.object({
  merchantId: z.number().int().positive(),
  agentId: z.number().int().positive(),
  kind: contractKindSchema,
  period: z.enum(DIVIDEND_PERIODS).optional(),
  tiers: z.array(contractTierInputSchema).min(1).max(MAX_CONTRACT_TIERS),
});
export type AdminContractOffer = z.infer<typeof adminContractOfferSchema>;

export const adminTreeQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive(),
  /** Whose direct downlines; default the merchant's top-level accounts. */
  parentId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(64).optional(),
});

export const adminTreeNodeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAgent: z.boolean(),
  teamSize: z.number().int(),
  directCount: z.number().int(),
  contracts: z.array(contractChipSchema),
});
export type AdminTreeNode = z.infer<typeof adminTreeNodeSchema>;

export const adminSettlementRunSchema = z.object({
  merchantId: z.number().int().positive(),
  kind: contractKindSchema,
  /** Any instant inside the period to settle; the period must have ended. */
  at: isoTime,
});
export type AdminSettlementRun = z.infer<typeof adminSettlementRunSchema>;

export const settlementRunResultSchema = z.object({
  periods: z.number().int(),
  contracts: z.number().int(),
  paid: z.number().int(),
  alreadySettled: z.number().int(),
  total: money,
});
export type SettlementRunResult = z.infer<typeof settlementRunResultSchema>;
