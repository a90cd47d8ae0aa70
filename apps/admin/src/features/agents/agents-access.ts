import type { Staff } from '@fortuna/contracts/staff';
import { isAdmin } from '../../session/permissions';
import { useSessionStore } from '../../session/session-store';

const AGENT_READ_ROLES = ['admin', 'finance', 'support'] as const;

/** Admins, finance and support staff read the agent tree, contracts and settlements; the server enforces it too. */
export function canReadAgents(staff: Staff | null): boolean {
  return staff?.roles.some((role) => AGENT_READ_ROLES.some((allowed) => allowed === role)) ?? false;
}

/** Only admins offer and terminate contracts, run settlements and approve dividends; the server enforces it too. */
export function canManageAgents(staff: Staff | null): boolean {
  return isAdmin(staff);
}

export function useCanManageAgents(): boolean {
  return useSessionStore((state) => canManageAgents(state.staff));
}

/** Who the agent pages are for, as the "not available" page says it. */
export const AGENTS_AUDIENCE = 'administrators, finance and support staff';
