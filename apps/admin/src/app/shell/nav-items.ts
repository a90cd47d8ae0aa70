import type { Staff } from '@fortuna/contracts/staff';
import { canReadAgents } from '../../features/agents/agents-access';
import { canManageFinance } from '../../features/finance/finance-access';
import { canActOnMembers } from '../../session/permissions';
import type { IconName } from '../../ui/Icon';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  testId: string;
  /** Who sees the entry; everyone when absent. The route checks the same rule. */
  allow?: (staff: Staff | null) => boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: 'dashboard', testId: 'nav-dashboard' },
  { to: '/merchants', label: 'Merchants', icon: 'merchants', testId: 'nav-merchants' },
  { to: '/members', label: 'Members', icon: 'members', testId: 'nav-members' },
  { to: '/games', label: 'Games', icon: 'games', testId: 'nav-games' },
  { to: '/content', label: 'Content', icon: 'megaphone', testId: 'nav-content' },
  { to: '/help', label: 'Help centre', icon: 'help', testId: 'nav-help' },
  { to: '/finance', label: 'Finance', icon: 'wallet', testId: 'nav-finance', allow: canManageFinance },
  { to: '/agents', label: 'Agents', icon: 'agents', testId: 'nav-agents', allow: canReadAgents },
  { to: '/outbox', label: 'Outbox', icon: 'mail', testId: 'nav-outbox', allow: canActOnMembers },
  { to: '/ip-locks', label: 'IP locks', icon: 'lock', testId: 'nav-ip-locks', allow: canActOnMembers },
  { to: '/maintenance', label: 'Maintenance', icon: 'maintenance', testId: 'nav-maintenance' },
  { to: '/audit', label: 'Audit log', icon: 'audit', testId: 'nav-audit' },
  { to: '/staff', label: 'Staff', icon: 'staff', testId: 'nav-staff' },
];

/** The entries this staff member may open. */
export function visibleNavItems(staff: Staff | null): NavItem[] {
  return NAV_ITEMS.filter((item) => item.allow?.(staff) ?? true);
}
