import type { Staff } from '@fortuna/contracts/staff';

const SUPPORT_ROLES = ['admin', 'support'] as const;
const RISK_ROLES = ['admin', 'risk', 'support'] as const;

/** Live chat, canned replies and the feedback queue: support staff (and admins). The server checks the same. */
export function canServeCustomers(staff: Staff | null): boolean {
  return staff?.roles.some((role) => SUPPORT_ROLES.some((allowed) => allowed === role)) ?? false;
}

/** Identity review and the risk queue: risk staff decide; support may read. The server checks the same. */
export function canReadRisk(staff: Staff | null): boolean {
  return staff?.roles.some((role) => RISK_ROLES.some((allowed) => allowed === role)) ?? false;
}

export const SUPPORT_AUDIENCE = 'administrators and support staff';
export const RISK_AUDIENCE = 'administrators, risk and support staff';
