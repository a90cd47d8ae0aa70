/**
 * The paths of the agent calls. No schemas here, so any module may import them (see agents.ts for the
 * bodies and answers).
 */
export const AGENT_API = {
  /** The team's figures over a date range, with one point per day for the charts. */
  teamOverview: '/wps/agent/team/overview',
  /** Direct downlines of an account in the caller's team (default: the caller), with their figures. */
  downlines: '/wps/agent/downlines',
  /** Per-member figures of the whole team over a date range (team betting, user loss, P&L statements). */
  teamMembers: '/wps/agent/team/members',
  /** The caller's affiliate code and registration links. */
  links: '/wps/agent/links',
  /** Contract flags for the menu, the caller's own contracts and the requests waiting for it. */
  contractSummary: '/wps/agent/contracts/summary',
  contracts: '/wps/agent/contracts',
  contractAccept: (id: number) => `/wps/agent/contracts/${id}/accept`,
  contractReject: (id: number) => `/wps/agent/contracts/${id}/reject`,
  contractTerminate: (id: number) => `/wps/agent/contracts/${id}/terminate`,
  /** The caller's settlement payouts (my income, salary and dividend records). */
  settlements: '/wps/agent/settlements',
  dividendRequest: (id: number) => `/wps/agent/dividends/${id}/request`,
  dividendApprove: (id: number) => `/wps/agent/dividends/${id}/approve`,
  admin: {
    tree: '/api/admin/agents/tree',
    contracts: '/api/admin/agents/contracts',
    contractTerminate: (id: number) => `/api/admin/agents/contracts/${id}/terminate`,
    settlements: '/api/admin/agents/settlements',
    settlementRun: '/api/admin/agents/settlements/run',
    dividendApprove: (id: number) => `/api/admin/agents/dividends/${id}/approve`,
  },
} as const;
