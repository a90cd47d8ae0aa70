import type { Staff } from '@fortuna/contracts/staff';
import { useSessionStore } from './session-store';

/** Only admins may change merchants, settings, maintenance and staff; the server enforces it too. */
export function isAdmin(staff: Staff | null): boolean {
  return staff?.roles.includes('admin') ?? false;
}

export function useCanManage(): boolean {
  return useSessionStore((state) => isAdmin(state.staff));
}

const MEMBER_ACTION_ROLES = ['admin', 'risk', 'support'] as const;

/**
 * Admin, risk and support look after member accounts: open a member's full record, suspend, reactivate,
 * sign out, unlock, reset passwords, read the outbox and unlock addresses. The server enforces it too.
 */
export function canActOnMembers(staff: Staff | null): boolean {
  return staff?.roles.some((role) => MEMBER_ACTION_ROLES.some((allowed) => allowed === role)) ?? false;
}

export function useCanActOnMembers(): boolean {
  return useSessionStore((state) => canActOnMembers(state.staff));
}

const MEMBER_LIST_ROLES = [...MEMBER_ACTION_ROLES, 'finance'] as const;

/** Who lists members: the account roles, and finance (without sign-in details) to find who a bonus is for. */
export function canListMembers(staff: Staff | null): boolean {
  return staff?.roles.some((role) => MEMBER_LIST_ROLES.some((allowed) => allowed === role)) ?? false;
}

const CATALOGUE_ROLES = ['admin', 'operator'] as const;

/** Admins and operators add and change game vendors and games; every staff member may read them. */
export function canManageCatalogue(staff: Staff | null): boolean {
  return staff?.roles.some((role) => CATALOGUE_ROLES.some((allowed) => allowed === role)) ?? false;
}

export function useCanManageCatalogue(): boolean {
  return useSessionStore((state) => canManageCatalogue(state.staff));
}

const CONTENT_ROLES = ['admin', 'operator'] as const;

/** Admins and operators publish banners, notices, the marquee, popups and promotions; every staff member may read them. */
export function canManageContent(staff: Staff | null): boolean {
  return staff?.roles.some((role) => CONTENT_ROLES.some((allowed) => allowed === role)) ?? false;
}

export function useCanManageContent(): boolean {
  return useSessionStore((state) => canManageContent(state.staff));
}

/** The help centre is site content: the same admins and operators write it; every staff member may read it. */
export function canManageHelp(staff: Staff | null): boolean {
  return canManageContent(staff);
}

export function useCanManageHelp(): boolean {
  return useSessionStore((state) => canManageHelp(state.staff));
}
