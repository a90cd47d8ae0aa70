/** Cache keys shared by every feature, so a change in one place refreshes the others. */
export const queryKeys = {
  session: ['session'],
  merchants: ['merchants'],
  merchantSettings: (merchantId: number) => ['merchants', merchantId, 'settings'],
  auditAll: ['audit'],
  audit: (filters: Record<string, string | number | undefined>) => ['audit', filters],
  staff: ['staff'],
  staffSettings: ['staff-settings'],
  membersAll: ['members'],
  members: (filters: Record<string, string | number | undefined>) => ['members', filters],
  /** Under `membersAll`, so anything that refreshes the member list refreshes an open member too. */
  memberDetail: (memberId: number) => ['members', 'detail', memberId],
  outboxAll: ['outbox'],
  outbox: (filters: Record<string, string | number | undefined>) => ['outbox', filters],
  ipLocksAll: ['ip-locks'],
  ipLocks: (merchantId: number) => ['ip-locks', merchantId],
  catalogueAll: ['catalogue'],
  /** Under `catalogueAll`, so saving a vendor (whose code the games show) refreshes both lists. */
  vendors: ['catalogue', 'vendors'],
  games: ['catalogue', 'games'],
  contentAll: ['content'],
  content: (merchantId: number) => ['content', merchantId],
  helpAll: ['help-articles'],
  helpArticles: (merchantId: number) => ['help-articles', merchantId],
} as const;
