import type { Staff } from '@fortuna/contracts/staff';
import { canReadAgents } from '../../features/agents/agents-access';
import { canManageFinance } from '../../features/finance/finance-access';
import { canReadPromotions } from '../../features/promotions/promotions-access';
import { canReadRisk, canServeCustomers } from '../../features/service/service-access';
import { canActOnMembers, canListMembers, canManageCatalogue } from '../../session/permissions';
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
  { to: '/members', label: 'Members', icon: 'members', testId: 'nav-members', allow: canListMembers },
  { to: '/games', label: 'Games', icon: 'games', testId: 'nav-games' },
  { to: '/content', label: 'Content', icon: 'megaphone', testId: 'nav-content' },
  { to: '/help', label: 'Help centre', icon: 'help', testId: 'nav-help' },
  { to: '/sports-desk', label: 'Sports desk', icon: 'games', testId: 'nav-sports-desk', allow: canManageCatalogue },
  {
    to: '/lottery/results',
    label: 'Lottery results',
    icon: 'games',
    testId: 'nav-lottery-results',
    allow: canManageCatalogue,
  },
  { to: '/promotions', label: 'Promotions', icon: 'megaphone', testId: 'nav-promotions', allow: canReadPromotions },
  { to: '/points-mall', label: 'Points mall', icon: 'wallet', testId: 'nav-points-mall', allow: canReadPromotions },
  { to: '/finance', label: 'Finance', icon: 'wallet', testId: 'nav-finance', allow: canManageFinance },
  { to: '/agents', label: 'Agents', icon: 'agents', testId: 'nav-agents', allow: canReadAgents },
  { to: '/service/chat', label: 'Live chat', icon: 'mail', testId: 'nav-chat', allow: canServeCustomers },
  { to: '/service/feedback', label: 'Feedback', icon: 'megaphone', testId: 'nav-feedback', allow: canServeCustomers },
  { to: '/service/canned', label: 'Canned replies', icon: 'copy', testId: 'nav-canned', allow: canServeCustomers },
  { to: '/risk/queue', label: 'Risk', icon: 'alert', testId: 'nav-risk', allow: canReadRisk },
  { to: '/risk/kyc', label: 'Identity checks', icon: 'shield', testId: 'nav-kyc', allow: canReadRisk },
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
