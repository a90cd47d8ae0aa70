/** Cache keys shared by every feature, so a change in one place refreshes the others. */
export const queryKeys = {
  session: ['session'],
  merchants: ['merchants'],
  merchantSettings: (merchantId: number) => ['merchants', merchantId, 'settings'],
  auditAll: ['audit'],
  audit: (filters: Record<string, string | number | undefined>) => ['audit', filters],
  staff: ['staff'],
  membersAll: ['members'],
  members: (filters: Record<string, string | number | undefined>) => ['members', filters],
} as const;
