import type { Staff } from '@fortuna/contracts/staff';
import { useSessionStore } from '../../session/session-store';

const FINANCE_ROLES = ['admin', 'finance'] as const;

/** Admins and finance staff work the deposit and withdrawal queues, channels and bonuses; the server enforces it too. */
export function canManageFinance(staff: Staff | null): boolean {
  return staff?.roles.some((role) => FINANCE_ROLES.some((allowed) => allowed === role)) ?? false;
}

export function useCanManageFinance(): boolean {
  return useSessionStore((state) => canManageFinance(state.staff));
}

/** Who the finance pages are for, as the "not available" page says it. */
export const FINANCE_AUDIENCE = 'administrators and finance staff';
