import type { IconName } from '../../ui/Icon';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  testId: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: 'dashboard', testId: 'nav-dashboard' },
  { to: '/merchants', label: 'Merchants', icon: 'merchants', testId: 'nav-merchants' },
  { to: '/members', label: 'Members', icon: 'members', testId: 'nav-members' },
  { to: '/maintenance', label: 'Maintenance', icon: 'maintenance', testId: 'nav-maintenance' },
  { to: '/audit', label: 'Audit log', icon: 'audit', testId: 'nav-audit' },
  { to: '/staff', label: 'Staff', icon: 'staff', testId: 'nav-staff' },
];
