/** The agent centre's pages in menu order (spec §2 agent centre menu pages). */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'deposit',
  'withdraw',
  /** Money to a direct downline (issue: transfers from the agent centre), after the agent's own withdraw. */
  'transferDownline',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'dividendRecord',
  'messages',
  'customerService',
] as const;

/** Entries shown only while the merchant offers that kind of agent contract (spec §2). */
export const CONTRACT_PAGES = ['dividend', 'dailyWages', 'hourlySalary', 'realtimeSalary'] as const;

export type AgentPageId = (typeof AGENT_PAGES)[number] | (typeof CONTRACT_PAGES)[number];
export type ContractPageId = (typeof CONTRACT_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

/** Which contract entries the merchant has on; none until agent contracts are offered. */
export type ContractFlags = Partial<Record<ContractPageId, boolean>>;

/** The menu: the fixed pages, then each contract entry whose flag is on. */
export function agentMenuPages(flags: ContractFlags): AgentPageId[] {
  return [...AGENT_PAGES, ...CONTRACT_PAGES.filter((page) => flags[page] === true)];
}

/** The page named in `?page=` when the menu has it, else the default (agentTeamOverview). */
export function resolveAgentPage(param: string | null, flags: ContractFlags): AgentPageId {
  const page = agentMenuPages(flags).find((candidate) => candidate === param);
  return page ?? DEFAULT_AGENT_PAGE;
}

export function agentPageHref(page: AgentPageId): string {
  return `/agentHome?page=${page}`;
}
